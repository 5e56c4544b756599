-- Case studies become an editable, bilingual collection (issue 28, docs/decisions/0024-content-collections.md): the
-- two studies the spec fixed in the page are now rows the demo seed loads, and /case-studies shows the first two
-- published ones of its language behind the spec's switch, the rest as cards, each at /case-studies/{slug}.
-- The language is checked in code (docs/decisions/0017); the lists (technologies, results, expertise) are JSON arrays
-- of text; the logo is an image uploaded through the blog's media library (/media/blog/…), or none (a monogram).
CREATE TABLE `case_studies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`translation_of` integer REFERENCES `case_studies`(`id`) ON DELETE set null,
	`title` text NOT NULL,
	`client` text NOT NULL,
	`industry` text DEFAULT '' NOT NULL,
	`monogram` text DEFAULT '' NOT NULL,
	`logo_url` text,
	`metric_value` text DEFAULT '' NOT NULL,
	`metric_label` text DEFAULT '' NOT NULL,
	`challenge` text DEFAULT '' NOT NULL,
	`solution` text DEFAULT '' NOT NULL,
	`technologies` text DEFAULT '[]' NOT NULL,
	`results` text DEFAULT '[]' NOT NULL,
	`expertise` text DEFAULT '[]' NOT NULL,
	`quote_text` text DEFAULT '' NOT NULL,
	`quote_author` text DEFAULT '' NOT NULL,
	`quote_title` text DEFAULT '' NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_studies_slug_unique` ON `case_studies` (`slug`);--> statement-breakpoint
CREATE INDEX `case_studies_language_published_idx` ON `case_studies` (`language`,`published`,`position`);--> statement-breakpoint
CREATE INDEX `case_studies_translation_of_idx` ON `case_studies` (`translation_of`);--> statement-breakpoint
CREATE INDEX `case_studies_updated_at_idx` ON `case_studies` (`updated_at`);
