CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`author` text DEFAULT '' NOT NULL,
	`image_url` text,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`published`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_updated_at_idx` ON `blog_posts` (`updated_at`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text NOT NULL,
	`phone` text,
	`interest` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "contacts_status_check" CHECK(status in ('new', 'read', 'archived'))
);
--> statement-breakpoint
CREATE INDEX `contacts_created_at_idx` ON `contacts` (`created_at`);--> statement-breakpoint
CREATE INDEX `contacts_status_idx` ON `contacts` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `job_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer,
	`position` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`cover_letter` text NOT NULL,
	`resume` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `job_listings`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "job_applications_status_check" CHECK(status in ('new', 'pending', 'reviewing', 'interview', 'rejected', 'hired'))
);
--> statement-breakpoint
CREATE INDEX `job_applications_created_at_idx` ON `job_applications` (`created_at`);--> statement-breakpoint
CREATE INDEX `job_applications_status_idx` ON `job_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `job_applications_position_idx` ON `job_applications` (`position`,`created_at`);--> statement-breakpoint
CREATE INDEX `job_applications_job_idx` ON `job_applications` (`job_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `job_listings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`department` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`type` text DEFAULT 'Full-time' NOT NULL,
	`salary` text,
	`description` text DEFAULT '' NOT NULL,
	`responsibilities` text DEFAULT '' NOT NULL,
	`requirements` text DEFAULT '' NOT NULL,
	`category` text DEFAULT 'Engineering' NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `job_listings_published_category_idx` ON `job_listings` (`published`,lower("category"),`published_at`);--> statement-breakpoint
CREATE INDEX `job_listings_updated_at_idx` ON `job_listings` (`updated_at`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`attempted_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_email_time_idx` ON `login_attempts` (`email`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `marketing_materials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`r2_key` text,
	`file_url` text,
	`file_name` text NOT NULL,
	`file_size` integer,
	`content_type` text,
	`active` integer DEFAULT false NOT NULL,
	`uploaded_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "marketing_materials_type_check" CHECK(type in ('brochure', 'pitch-deck')),
	CONSTRAINT "marketing_materials_source_check" CHECK((r2_key is null) <> (file_url is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `marketing_materials_one_active_per_type` ON `marketing_materials` (`type`) WHERE active = 1;--> statement-breakpoint
CREATE INDEX `marketing_materials_type_idx` ON `marketing_materials` (`type`,`uploaded_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`status` text DEFAULT 'active' NOT NULL,
	`subscribed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK(status in ('active', 'unsubscribed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (lower("email"));--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_subscribed_at_idx` ON `newsletter_subscribers` (`subscribed_at`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_idx` ON `newsletter_subscribers` (`status`,`subscribed_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'editor' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_login_at` integer,
	CONSTRAINT "users_role_check" CHECK(role in ('admin', 'editor'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);