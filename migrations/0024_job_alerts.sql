-- Job alerts (issue 30, docs/decisions/0032): people who asked to hear about new openings by e-mail (double opt-in,
-- as the newsletter), what each was sent, and which listings were alerted. Categories and locations are stored as
-- ",key,key," (empty: any) so the fan-out matches them in SQL; frequency is checked in code (docs/decisions/0017),
-- the status is a closed set.
CREATE TABLE `job_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`categories` text DEFAULT '' NOT NULL,
	`locations` text DEFAULT '' NOT NULL,
	`frequency` text DEFAULT 'instant' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`consented_at` integer,
	`consent_text` text,
	`confirmation_sent_at` integer,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "job_alerts_status_check" CHECK(status in ('pending', 'active', 'unsubscribed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX `job_alerts_email_unique` ON `job_alerts` (lower(`email`));--> statement-breakpoint
CREATE INDEX `job_alerts_status_frequency_idx` ON `job_alerts` (`status`, `frequency`, `id`);--> statement-breakpoint
CREATE INDEX `job_alerts_created_at_idx` ON `job_alerts` (`created_at`);--> statement-breakpoint
-- One row per listing whose alerts were started: a listing is alerted once, however often it is republished.
CREATE TABLE `job_alert_jobs` (
	`job_id` integer PRIMARY KEY NOT NULL REFERENCES `jobs`(`id`) ON DELETE cascade,
	`queued_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
-- One row per weekly digest: (alert, ISO week) is unique, so a second run of the cron in the same week sends nothing.
CREATE TABLE `job_alert_digests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`alert_id` integer NOT NULL REFERENCES `job_alerts`(`id`) ON DELETE cascade,
	`week` text NOT NULL,
	`job_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_digests_alert_week_unique` ON `job_alert_digests` (`alert_id`, `week`);--> statement-breakpoint
-- What each alert was sent: (alert, job) is unique, stored in the same transaction as the e-mail's outbox row, so a
-- retried queue batch or digest mails nobody twice about one listing.
CREATE TABLE `job_alert_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`alert_id` integer NOT NULL REFERENCES `job_alerts`(`id`) ON DELETE cascade,
	`job_id` integer NOT NULL REFERENCES `jobs`(`id`) ON DELETE cascade,
	`digest_id` integer REFERENCES `job_alert_digests`(`id`) ON DELETE set null,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `job_alert_sends_alert_job_unique` ON `job_alert_sends` (`alert_id`, `job_id`);--> statement-breakpoint
CREATE INDEX `job_alert_sends_created_at_idx` ON `job_alert_sends` (`created_at`);--> statement-breakpoint
CREATE INDEX `job_alert_sends_job_idx` ON `job_alert_sends` (`job_id`);
