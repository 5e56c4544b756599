-- Publishing (issue 19): uploaded blog images (stored in R2, served from /media/blog/{name}) with the dimensions
-- read on upload, and each post's SEO fields. A post whose published_at lies in the future is scheduled; that is
-- decided on read, so it needs no column. Numbered 0007 because 0004-0006 land beside it on other branches; it
-- touches only blog tables and applies in any order with them.
CREATE TABLE `blog_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`r2_key` text NOT NULL,
	`url` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`uploaded_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_images_url_unique` ON `blog_images` (`url`);--> statement-breakpoint
CREATE UNIQUE INDEX `blog_images_r2_key_unique` ON `blog_images` (`r2_key`);--> statement-breakpoint
CREATE INDEX `blog_images_created_at_idx` ON `blog_images` (`created_at`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `social_image_url` text;
