-- The candidate status page (issue 30, docs/decisions/0033). An application gets the SHA-256 hash of the random
-- token its private page's link carries (the token itself is never stored; null until the confirmation e-mail is
-- written, and again once the application is anonymised), and the time its candidate withdrew it (the status moves
-- to rejected as any status change does; staff screens show "Withdrawn" while this is set).
ALTER TABLE `job_applications` ADD `status_token_hash` text;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `withdrawn_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `job_applications_status_token_idx` ON `job_applications` (`status_token_hash`) WHERE status_token_hash is not null;
