-- The sendable newsletter (issue 21): double opt-in (a pending status, the consent record, the confirmation stamp
-- that signs the single-use link), why and when an address left, campaigns and one delivery row per campaign and
-- subscriber. SQLite cannot change a CHECK constraint, so newsletter_subscribers (a third status) and outbox (two new
-- message kinds) are rebuilt with their rows, ids, indexes and, for outbox, its search triggers.
-- Numbered 0009 because 0004-0008 land from other branches. 0005 rebuilt outbox for the account messages' kinds,
-- so this rebuild's CHECK lists those too (every kind in OUTBOX_KINDS).
CREATE TABLE `__new_newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`subscribed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`consented_at` integer,
	`consent_form` text,
	`consent_text` text,
	`confirmation_sent_at` integer,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`unsubscribe_reason` text,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK(status in ('pending', 'active', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_consent_form_check" CHECK(consent_form is null or consent_form in ('footer', 'newsletter-page', 'api')),
	CONSTRAINT "newsletter_subscribers_reason_check" CHECK(unsubscribe_reason is null or unsubscribe_reason in ('link', 'one-click', 'admin', 'bounce', 'complaint'))
);
--> statement-breakpoint
INSERT INTO `__new_newsletter_subscribers` (`id`, `email`, `name`, `status`, `subscribed_at`, `updated_at`, `unsubscribed_at`)
  SELECT `id`, `email`, `name`, `status`, `subscribed_at`, `updated_at`, CASE WHEN `status` = 'unsubscribed' THEN `updated_at` END
  FROM `newsletter_subscribers`;--> statement-breakpoint
DROP TABLE `newsletter_subscribers`;--> statement-breakpoint
ALTER TABLE `__new_newsletter_subscribers` RENAME TO `newsletter_subscribers`;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (lower("email"));--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_subscribed_at_idx` ON `newsletter_subscribers` (`subscribed_at`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_idx` ON `newsletter_subscribers` (`status`,`subscribed_at`);--> statement-breakpoint
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
	CONSTRAINT "outbox_kind_check" CHECK(kind in ('contact_alert', 'contact_autoreply', 'application_alert', 'application_confirmation', 'password_reset', 'password_changed', 'invitation', 'newsletter_confirmation', 'newsletter_test')),
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
END;--> statement-breakpoint
CREATE TABLE `newsletter_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`post_id` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`html` text,
	`recipients` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`started_at` integer,
	`progressed_at` integer,
	`finished_at` integer,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "newsletter_campaigns_status_check" CHECK(status in ('draft', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX `newsletter_campaigns_created_at_idx` ON `newsletter_campaigns` (`created_at`);--> statement-breakpoint
CREATE INDEX `newsletter_campaigns_status_idx` ON `newsletter_campaigns` (`status`);--> statement-breakpoint
CREATE TABLE `newsletter_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`subscriber_id` integer NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`message_id` text,
	`claimed_at` integer,
	`sent_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `newsletter_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "newsletter_deliveries_status_check" CHECK(status in ('queued', 'sending', 'sent', 'failed', 'skipped', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_deliveries_campaign_subscriber_unique` ON `newsletter_deliveries` (`campaign_id`,`subscriber_id`);--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_campaign_status_idx` ON `newsletter_deliveries` (`campaign_id`,`status`);--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_subscriber_idx` ON `newsletter_deliveries` (`subscriber_id`);
