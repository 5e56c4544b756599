-- The pipelines' shared columns (issues 30 and 31), written first so the hiring board, the enquiry pipeline and
-- booking build on one contract. An application gets an owner (a staff member) and the time it entered its current
-- status ("days in stage" on the board). An enquiry gets a pipeline stage and an owner beside the spec's
-- new/read/archived status, which stays as it is for the spec's screen and API (docs/decisions/0034 records how the
-- two relate). Stages are checked in code (docs/decisions/0017), so a new stage needs no table rebuild.
ALTER TABLE `job_applications` ADD `owner_id` integer REFERENCES `users`(`id`) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `status_changed_at` integer;--> statement-breakpoint
UPDATE `job_applications` SET `status_changed_at` = coalesce(
  (SELECT max(c.`created_at`) FROM `application_status_changes` c WHERE c.`application_id` = `job_applications`.`id`),
  `created_at`
);--> statement-breakpoint
CREATE INDEX `job_applications_owner_idx` ON `job_applications` (`owner_id`, `created_at`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `stage` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contacts` ADD `owner_id` integer REFERENCES `users`(`id`) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `contacts` ADD `stage_changed_at` integer;--> statement-breakpoint
UPDATE `contacts` SET `stage_changed_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `contacts_stage_idx` ON `contacts` (`stage`, `created_at`);--> statement-breakpoint
CREATE INDEX `contacts_owner_idx` ON `contacts` (`owner_id`, `created_at`);
