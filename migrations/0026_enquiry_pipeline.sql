-- The enquiry pipeline and follow-ups (issue 31, docs/decisions/0034-enquiry-stage-and-status.md). Beside the stage and
-- owner of 0021, an enquiry gets a deal size (estimated value in whole US dollars, expected team size), a follow-up
-- date (YYYY-MM-DD, a day in the owner's time zone) and, once lost, why. Every stage change is kept with who and when
-- (written in the same batch as the change), and staff keep Markdown notes on it as on applications. Each staff
-- member's digest settings (time zone, on/off) and the digests already sent (one per user and local day: the cron's
-- idempotence) live in tables of their own. Stages and lost reasons are checked in code (docs/decisions/0017).
ALTER TABLE `contacts` ADD `estimated_value` integer;--> statement-breakpoint
ALTER TABLE `contacts` ADD `team_size` integer;--> statement-breakpoint
ALTER TABLE `contacts` ADD `follow_up_on` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `lost_reason` text;--> statement-breakpoint
CREATE INDEX `contacts_follow_up_idx` ON `contacts` (`follow_up_on`) WHERE follow_up_on is not null;--> statement-breakpoint
CREATE TABLE `contact_stage_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL REFERENCES `contacts`(`id`) ON DELETE cascade,
	`from_stage` text NOT NULL,
	`to_stage` text NOT NULL,
	`lost_reason` text,
	`changed_by_id` integer REFERENCES `users`(`id`) ON DELETE set null,
	`changed_by_name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE INDEX `contact_stage_changes_contact_idx` ON `contact_stage_changes` (`contact_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contact_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL REFERENCES `contacts`(`id`) ON DELETE cascade,
	`author_id` integer REFERENCES `users`(`id`) ON DELETE set null,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE INDEX `contact_notes_contact_idx` ON `contact_notes` (`contact_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `follow_up_settings` (
	`user_id` integer PRIMARY KEY NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`time_zone` text DEFAULT 'America/New_York' NOT NULL,
	`digest` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE TABLE `follow_up_digests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`day` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `follow_up_digests_user_day_unique` ON `follow_up_digests` (`user_id`,`day`);
