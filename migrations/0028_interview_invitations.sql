-- Interviews on the booking engine (issue 31): a recruiter's single-use scheduling link for one application, offering
-- the availability of the interviewers they picked. The link carries 32 random bytes; only their SHA-256 hash is kept.
-- used_at is set in the statement that claims the link (so it works once) and meeting_id names what it booked
-- (docs/decisions/0035, "Interviews").
CREATE TABLE `interview_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL REFERENCES `job_applications`(`id`) ON DELETE cascade,
	`token_hash` text NOT NULL,
	`interviewer_ids` text DEFAULT '[]' NOT NULL,
	`sent_by_id` integer REFERENCES `users`(`id`) ON DELETE set null,
	`sent_by_name` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`meeting_id` integer REFERENCES `meetings`(`id`) ON DELETE set null,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_invitations_token_idx` ON `interview_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `interview_invitations_application_idx` ON `interview_invitations` (`application_id`);
