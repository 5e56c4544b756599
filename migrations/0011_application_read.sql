-- Read or unread is kept apart from an application's status (issue 26, docs/decisions/0013-careers.md): opening an
-- application used to move it from New to Reviewing, so a colleague's look wiped the signal and wrote a status change
-- in the history in the viewer's name. read_at is when someone first opened it; the status moves only when someone
-- moves it. Applications already past New were opened (or moved) by someone: they start read.
ALTER TABLE `job_applications` ADD `read_at` integer;--> statement-breakpoint
UPDATE `job_applications` SET `read_at` = `updated_at` WHERE `status` <> 'new';--> statement-breakpoint
CREATE INDEX `job_applications_unread_idx` ON `job_applications` (`created_at`) WHERE read_at is null;
