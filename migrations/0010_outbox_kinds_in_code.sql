-- The outbox's kinds are checked in code (app/lib/vocabulary.ts, asserted where a message is stored), not by a
-- CHECK constraint: SQLite cannot change a CHECK, so each new kind of e-mail rebuilt this table (0003, 0005, 0009).
-- Statuses stay a CHECK: a closed set the sending logic depends on. One rebuild more, with its rows, ids, indexes and
-- search triggers, and an index for "how many of this kind went to this address lately" (the auto-reply's cap).
-- See docs/decisions/0017-kinds-checked-in-code.md.
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
CREATE INDEX `outbox_recipient_kind_idx` ON `outbox` (`recipient`,`kind`,`created_at`);--> statement-breakpoint
CREATE TRIGGER `outbox_search_insert` AFTER INSERT ON `outbox` BEGIN
  INSERT INTO `outbox_search`(rowid, `recipient`, `subject`) VALUES (new.`id`, new.`recipient`, new.`subject`);
END;--> statement-breakpoint
CREATE TRIGGER `outbox_search_delete` AFTER DELETE ON `outbox` BEGIN
  INSERT INTO `outbox_search`(`outbox_search`, rowid, `recipient`, `subject`) VALUES ('delete', old.`id`, old.`recipient`, old.`subject`);
END;--> statement-breakpoint
CREATE TRIGGER `outbox_search_update` AFTER UPDATE OF `recipient`, `subject` ON `outbox` BEGIN
  INSERT INTO `outbox_search`(`outbox_search`, rowid, `recipient`, `subject`) VALUES ('delete', old.`id`, old.`recipient`, old.`subject`);
  INSERT INTO `outbox_search`(rowid, `recipient`, `subject`) VALUES (new.`id`, new.`recipient`, new.`subject`);
END;--> statement-breakpoint
