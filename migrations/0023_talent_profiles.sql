-- The talent network (issue 30, docs/decisions/0031): people who sign up without an opening, kept in a pool that
-- recruiters filter and invite to apply. Country, seniority, English level and skills are checked in code
-- (docs/decisions/0017). Skills live in a join table keyed by skill first, so "has all of" and "has any of" are
-- index seeks per chosen skill rather than a scan of every profile; the pool's lists read only live rows (not
-- anonymised), so their indexes lead with the filter and then `anonymized_at` (a plain index: SQLite
-- did not pick partial ones for count(*) without statistics, and scanned the table).
CREATE TABLE `talent_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`country` text NOT NULL,
	`seniority` text NOT NULL,
	`english_level` text NOT NULL,
	`profile_url` text DEFAULT '' NOT NULL,
	`resume_key` text,
	`resume_file_name` text,
	`resume_file_size` integer,
	`resume_content_type` text,
	`consent_at` integer,
	`language` text DEFAULT 'en' NOT NULL,
	`anonymized_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE INDEX `talent_profiles_live_idx` ON `talent_profiles` (`anonymized_at`, `created_at`);--> statement-breakpoint
CREATE INDEX `talent_profiles_country_idx` ON `talent_profiles` (`country`, `anonymized_at`, `created_at`);--> statement-breakpoint
CREATE INDEX `talent_profiles_seniority_idx` ON `talent_profiles` (`seniority`, `anonymized_at`, `created_at`);--> statement-breakpoint
CREATE INDEX `talent_profiles_english_idx` ON `talent_profiles` (`english_level`, `anonymized_at`, `created_at`);--> statement-breakpoint
CREATE INDEX `talent_profiles_email_idx` ON `talent_profiles` (lower(`email`), `created_at`);--> statement-breakpoint
CREATE INDEX `talent_profiles_retention_idx` ON `talent_profiles` (`anonymized_at`, `updated_at`);--> statement-breakpoint
-- A narrow copy of (id, anonymized_at): a skills filter probes it once per matching profile instead of reading rows.
CREATE INDEX `talent_profiles_id_live_idx` ON `talent_profiles` (`id`, `anonymized_at`);--> statement-breakpoint
CREATE TABLE `talent_profile_skills` (
	`skill` text NOT NULL,
	`profile_id` integer NOT NULL REFERENCES `talent_profiles`(`id`) ON DELETE cascade,
	PRIMARY KEY (`skill`, `profile_id`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE INDEX `talent_profile_skills_profile_idx` ON `talent_profile_skills` (`profile_id`);--> statement-breakpoint
-- One row per invitation to apply: the e-mail's outbox row relates to it, and a profile is invited to a job once.
CREATE TABLE `talent_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL REFERENCES `talent_profiles`(`id`) ON DELETE cascade,
	`job_id` integer REFERENCES `jobs`(`id`) ON DELETE set null,
	`position` text NOT NULL,
	`invited_by_id` integer REFERENCES `users`(`id`) ON DELETE set null,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `talent_invitations_profile_job_idx` ON `talent_invitations` (`profile_id`, `job_id`);--> statement-breakpoint
-- The pool's text search: FTS5 trigram over name and e-mail, kept by triggers (as migrations/0001 does).
CREATE VIRTUAL TABLE `talent_profiles_search` USING fts5(`full_name`, `email`, content='talent_profiles', content_rowid='id', tokenize='trigram');--> statement-breakpoint
CREATE TRIGGER `talent_profiles_search_insert` AFTER INSERT ON `talent_profiles` BEGIN
  INSERT INTO `talent_profiles_search`(rowid, `full_name`, `email`) VALUES (new.`id`, new.`full_name`, new.`email`);
END;--> statement-breakpoint
CREATE TRIGGER `talent_profiles_search_delete` AFTER DELETE ON `talent_profiles` BEGIN
  INSERT INTO `talent_profiles_search`(`talent_profiles_search`, rowid, `full_name`, `email`) VALUES ('delete', old.`id`, old.`full_name`, old.`email`);
END;--> statement-breakpoint
CREATE TRIGGER `talent_profiles_search_update` AFTER UPDATE OF `full_name`, `email` ON `talent_profiles` BEGIN
  INSERT INTO `talent_profiles_search`(`talent_profiles_search`, rowid, `full_name`, `email`) VALUES ('delete', old.`id`, old.`full_name`, old.`email`);
  INSERT INTO `talent_profiles_search`(rowid, `full_name`, `email`) VALUES (new.`id`, new.`full_name`, new.`email`);
END;
