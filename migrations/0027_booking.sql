-- Book a discovery call (issue 31): each staff member's booking settings (whether they take calls, weekly hours in
-- their IANA zone, meeting length, buffer, notice, horizon, video link, when they were last booked for round-robin),
-- the meetings (UTC instants; the visitor's zone and language; the ICS sequence; reminder markers), and e-mail
-- attachments on the outbox (the ICS invitations). A host's start can be booked once among meetings not cancelled
-- (a partial unique index: the atomic guard against double booking); overlaps of other lengths are refused by the
-- insert's own NOT EXISTS (docs/decisions/0035). Kinds and statuses are checked in code (docs/decisions/0017).
CREATE TABLE `booking_hosts` (
	`user_id` integer PRIMARY KEY NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`takes_calls` integer DEFAULT false NOT NULL,
	`time_zone` text DEFAULT 'America/New_York' NOT NULL,
	`availability` text DEFAULT '[]' NOT NULL,
	`meeting_minutes` integer DEFAULT 30 NOT NULL,
	`buffer_minutes` integer DEFAULT 0 NOT NULL,
	`notice_minutes` integer DEFAULT 1440 NOT NULL,
	`horizon_days` integer DEFAULT 21 NOT NULL,
	`video_link` text,
	`last_booked_at` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `meetings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text DEFAULT 'discovery' NOT NULL,
	`host_id` integer NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`name` text NOT NULL,
	`company` text NOT NULL,
	`email` text NOT NULL,
	`agenda` text NOT NULL,
	`time_zone` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`contact_id` integer REFERENCES `contacts`(`id`) ON DELETE set null,
	`application_id` integer REFERENCES `job_applications`(`id`) ON DELETE set null,
	`status` text DEFAULT 'booked' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`video_link` text,
	`reminder_day_sent_at` integer,
	`reminder_hour_sent_at` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meetings_host_start_booked` ON `meetings` (`host_id`, `starts_at`) WHERE `status` = 'booked';--> statement-breakpoint
CREATE INDEX `meetings_host_time_idx` ON `meetings` (`host_id`, `status`, `starts_at`);--> statement-breakpoint
CREATE INDEX `meetings_starts_at_idx` ON `meetings` (`status`, `starts_at`);--> statement-breakpoint
CREATE INDEX `meetings_contact_idx` ON `meetings` (`contact_id`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;
