-- Sessions live on the server: the cookie carries a random id, this table only its SHA-256 hash. A row ends at
-- logout, on a password change, when idle too long (last_seen_at) or at its absolute expiry (expires_at).
CREATE TABLE `sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`user_agent` text,
	`client_address` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sessions_last_seen_at_idx` ON `sessions` (`last_seen_at`);--> statement-breakpoint
-- Sign-in throttling: one counter row per key (an account from one client address, or one address across
-- accounts), counted with a single conditional upsert before the password is checked. It replaces the
-- row-per-failure table, whose count-then-insert could be raced.
DROP TABLE `login_attempts`;--> statement-breakpoint
CREATE TABLE `login_throttle` (
	`key` text PRIMARY KEY NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`window_started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_throttle_window_idx` ON `login_throttle` (`window_started_at`);
