-- One noun per entity (issue 25, docs/decisions/0019-layers-that-point-down.md): a job listing is `jobs` in the
-- table, the model, the admin URL and the audit log; /api/job-listings keeps the spec's public path. RENAME TO keeps
-- every row and id, and rewrites job_applications' foreign key to point at `jobs`. SQLite cannot rename an index, so
-- the two are dropped and made again under the table's name (same columns). The outbox's audit entries are named
-- after it too ("outbox", was "email"): its screen moved to /admin/outbox. Numbered 0012; it touches nothing else.
ALTER TABLE `job_listings` RENAME TO `jobs`;--> statement-breakpoint
DROP INDEX IF EXISTS `job_listings_published_category_idx`;--> statement-breakpoint
DROP INDEX IF EXISTS `job_listings_updated_at_idx`;--> statement-breakpoint
CREATE INDEX `jobs_published_category_idx` ON `jobs` (`published`,lower("category"),`published_at`);--> statement-breakpoint
CREATE INDEX `jobs_updated_at_idx` ON `jobs` (`updated_at`);--> statement-breakpoint
UPDATE `audit_log` SET `entity` = 'outbox' WHERE `entity` = 'email';
