-- Blog categories (issue 28, docs/decisions/0026-demo-materials-content-role-blog-categories.md): a list admins manage
-- (a slug for URLs and feeds, a name in English and in Spanish, an order), and a post may name one. A post with none
-- keeps the spec's derived badge ("Nearshoring" when the title contains "Nearshore", else "Technology"). Deleting a
-- category sets its posts back to none (the model does it in the same batch; the foreign key says the same).
CREATE TABLE `blog_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name_en` text NOT NULL,
	`name_es` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `blog_categories_slug_unique` ON `blog_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_categories_position_idx` ON `blog_categories` (`position`, `id`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `category_id` integer REFERENCES `blog_categories`(`id`) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`category_id`, `language`, `published`, `published_at`);
