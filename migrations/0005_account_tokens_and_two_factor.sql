-- Staff accounts that run themselves (issue 17, part B): single-use links (password reset, invitation), two-factor
-- sign-in (TOTP secret, last used step, hashed recovery codes), and the one D1 setting "require two-factor for
-- administrators". outbox is rebuilt (SQLite cannot change a CHECK constraint) for the three new message kinds,
-- keeping its rows, ids, indexes and search triggers.
ALTER TABLE `users` ADD `invited_at` integer;--> statement-breakpoint
CREATE TABLE `account_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "account_tokens_purpose_check" CHECK(purpose in ('password_reset', 'invitation'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_tokens_hash_unique` ON `account_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `account_tokens_user_idx` ON `account_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `account_tokens_expires_at_idx` ON `account_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `user_two_factor` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`enabled_at` integer,
	`last_used_step` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recovery_codes_user_hash_unique` ON `recovery_codes` (`user_id`,`code_hash`);--> statement-breakpoint
CREATE TABLE `app_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `__new_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`related_id` integer,
	`recipient` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`headers` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`message_id` text,
	`due_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`claimed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	CONSTRAINT "outbox_kind_check" CHECK(kind in ('contact_alert', 'contact_autoreply', 'application_alert', 'application_confirmation', 'password_reset', 'password_changed', 'invitation')),
	CONSTRAINT "outbox_status_check" CHECK(status in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
INSERT INTO `__new_outbox` SELECT `id`, `kind`, `related_id`, `recipient`, `reply_to`, `subject`, `text_body`, `html_body`, `headers`, `status`, `attempts`, `last_error`, `message_id`, `due_at`, `claimed_at`, `created_at`, `updated_at`, `sent_at` FROM `outbox`;--> statement-breakpoint
DROP TABLE `outbox`;--> statement-breakpoint
ALTER TABLE `__new_outbox` RENAME TO `outbox`;--> statement-breakpoint
CREATE INDEX `outbox_created_at_idx` ON `outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`status`,`due_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_kind_related_recipient_unique` ON `outbox` (`kind`,`related_id`,`recipient`);--> statement-breakpoint
CREATE TRIGGER `outbox_search_insert` AFTER INSERT ON `outbox` BEGIN
  INSERT INTO `outbox_search`(rowid, `recipient`, `subject`) VALUES (new.`id`, new.`recipient`, new.`subject`);
END;--> statement-breakpoint
CREATE TRIGGER `outbox_search_delete` AFTER DELETE ON `outbox` BEGIN
  INSERT INTO `outbox_search`(`outbox_search`, rowid, `recipient`, `subject`) VALUES ('delete', old.`id`, old.`recipient`, old.`subject`);
END;--> statement-breakpoint
CREATE TRIGGER `outbox_search_update` AFTER UPDATE OF `recipient`, `subject` ON `outbox` BEGIN
  INSERT INTO `outbox_search`(`outbox_search`, rowid, `recipient`, `subject`) VALUES ('delete', old.`id`, old.`recipient`, old.`subject`);
  INSERT INTO `outbox_search`(rowid, `recipient`, `subject`) VALUES (new.`id`, new.`recipient`, new.`subject`);
END;
