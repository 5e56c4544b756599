-- Careers recruiters can hire from (issue 18): an uploaded CV on an application (a private R2 object), the
-- consent time, when the retention sweep anonymised it, recruiters' notes and the status history; a closing date
-- on job listings. Numbered 0006 because 0004 and 0005 land beside it; it touches only careers tables.
ALTER TABLE `job_applications` ADD `resume_key` text;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `resume_file_name` text;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `resume_file_size` integer;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `resume_content_type` text;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `consent_at` integer;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `anonymized_at` integer;--> statement-breakpoint
-- The duplicate guard: one e-mail's applications to one job, newest last.
CREATE INDEX `job_applications_job_email_idx` ON `job_applications` (`job_id`,lower("email"),`created_at`);--> statement-breakpoint
-- The retention sweep: applications not yet anonymised, by status and last change.
CREATE INDEX `job_applications_retention_idx` ON `job_applications` (`status`,`updated_at`) WHERE anonymized_at is null;--> statement-breakpoint
ALTER TABLE `job_listings` ADD `closes_at` integer;--> statement-breakpoint
CREATE TABLE `application_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`author_id` integer,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `job_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `application_notes_application_idx` ON `application_notes` (`application_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `application_status_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`changed_by_id` integer,
	`changed_by_name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `job_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `application_status_changes_application_idx` ON `application_status_changes` (`application_id`,`created_at`);
