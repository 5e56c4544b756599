-- Outbound e-mail (issue 14): the outbox every message is rendered into before the queue sends it, and each staff
-- user's notification preferences (no row or a null column = the role's default). Numbered 0003 because
-- 0002_sessions_and_login_throttle lands beside it; the two touch different tables and apply in either order.
CREATE TABLE `notification_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`new_enquiries` integer,
	`new_applications` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `outbox` (
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
	CONSTRAINT "outbox_kind_check" CHECK(kind in ('contact_alert', 'contact_autoreply', 'application_alert', 'application_confirmation')),
	CONSTRAINT "outbox_status_check" CHECK(status in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `outbox_created_at_idx` ON `outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`status`,`due_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_kind_related_recipient_unique` ON `outbox` (`kind`,`related_id`,`recipient`);;--> statement-breakpoint
-- Email log search at any size: an FTS5 trigram index over recipient and subject, kept by triggers, like the
-- contacts and applications (0001_admin_search_fts.sql; app/lib/list-query.ts textSearch).
CREATE VIRTUAL TABLE `outbox_search` USING fts5(`recipient`, `subject`, content='outbox', content_rowid='id', tokenize='trigram');--> statement-breakpoint
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
