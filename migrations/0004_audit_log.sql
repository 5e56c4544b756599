-- The audit log (issue 17): one row per staff write, sign-in and export, pruned by the daily cron after the
-- retention period. No foreign key to users: entries outlive the accounts they name (actor_email is copied).
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`actor_id` integer,
	`actor_email` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`summary` text DEFAULT '' NOT NULL,
	`client_address` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);
--> statement-breakpoint
CREATE INDEX `audit_log_actor_at_idx` ON `audit_log` (`actor_id`,`at`);
--> statement-breakpoint
CREATE INDEX `audit_log_action_at_idx` ON `audit_log` (`action`,`at`);
