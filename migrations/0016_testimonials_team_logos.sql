-- Proof the marketing team edits (issue 28, docs/decisions/0025-testimonials-team-logos.md): testimonials (the home
-- carousel), the team (Leadership on /about) and client and certification logos (a strip on home and about). Each
-- row keeps its Spanish text beside the English ('' reads the English); `position` orders the public list. Kinds and
-- the rating's half steps are checked in code (docs/decisions/0017).
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`content` text NOT NULL,
	`content_es` text DEFAULT '' NOT NULL,
	`author` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`title_es` text DEFAULT '' NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`company_es` text DEFAULT '' NOT NULL,
	`rating` real NOT NULL
);--> statement-breakpoint
CREATE INDEX `testimonials_published_position_idx` ON `testimonials` (`published`,`position`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`role_es` text DEFAULT '' NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`bio_es` text DEFAULT '' NOT NULL,
	`photo_url` text,
	`linkedin_url` text
);--> statement-breakpoint
CREATE INDEX `team_members_published_position_idx` ON `team_members` (`published`,`position`);--> statement-breakpoint
CREATE TABLE `logos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`name` text NOT NULL,
	`name_es` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`image_url` text NOT NULL,
	`link_url` text
);--> statement-breakpoint
CREATE INDEX `logos_published_position_idx` ON `logos` (`published`,`position`);--> statement-breakpoint
-- The spec's three testimonials were fixed in the page until now: every database, the production one included,
-- starts with them word for word (English and the Spanish edition's), published in the spec's order, so the home
-- carousel reads the same after this migration as before it. The demo's leadership and logos are in the seed.
INSERT INTO `testimonials` (`position`, `published`, `content`, `content_es`, `author`, `title`, `title_es`, `company`, `company_es`, `rating`) VALUES
  (1, 1, 'We needed three senior React engineers in a hurry. Cordillera presented candidates within a week, and the team was shipping in our codebase by the end of the month. They work our hours, and it shows.',
   'Necesitábamos tres ingenieros senior de React con urgencia. Cordillera nos presentó candidatos en una semana, y antes de fin de mes el equipo ya estaba entregando funcionalidades en nuestro código. Trabajan en nuestro horario, y se nota.',
   'Jennifer Walsh', 'VP of Engineering', 'VP de Ingeniería', 'a US logistics platform', 'una plataforma logística estadounidense', 5),
  (2, 1, 'Their Salesforce practice rescued a CRM rollout that had stalled for a year. Clear plans, a demo every two weeks, and a team that asked the right business questions before writing any code.',
   'Su práctica de Salesforce rescató una implementación de CRM que llevaba un año estancada. Planes claros, una demo cada dos semanas y un equipo que hizo las preguntas de negocio correctas antes de escribir una sola línea de código.',
   'Marcus Reed', 'Director of Sales Operations', 'Director de Operaciones de Ventas', 'a B2B software company', 'una empresa de software B2B', 5),
  (3, 1, 'The QA automation team cut our regression cycle from days to hours. Communication is excellent; the only thing I would change is bringing them in sooner.',
   'El equipo de automatización de QA redujo nuestro ciclo de regresión de días a horas. La comunicación es excelente; lo único que cambiaría es haberlos sumado antes.',
   'Priya Natarajan', 'Head of Quality', 'Directora de Calidad', 'a healthcare technology provider', 'un proveedor de tecnología para la salud', 4.5);
