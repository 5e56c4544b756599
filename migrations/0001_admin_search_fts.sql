-- Admin search at 100,000 rows: a substring LIKE over every row's text is a full scan, so contacts and job
-- applications get an FTS5 index with the trigram tokenizer (substring matching, case-insensitive), kept in
-- step with the table by triggers. Searches of three or more characters go through it (app/lib/list-query.ts).
CREATE VIRTUAL TABLE `contacts_search` USING fts5(`name`, `email`, `company`, `message`, content='contacts', content_rowid='id', tokenize='trigram');--> statement-breakpoint
INSERT INTO `contacts_search`(`contacts_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `contacts_search_insert` AFTER INSERT ON `contacts` BEGIN
  INSERT INTO `contacts_search`(rowid, `name`, `email`, `company`, `message`) VALUES (new.`id`, new.`name`, new.`email`, new.`company`, new.`message`);
END;--> statement-breakpoint
CREATE TRIGGER `contacts_search_delete` AFTER DELETE ON `contacts` BEGIN
  INSERT INTO `contacts_search`(`contacts_search`, rowid, `name`, `email`, `company`, `message`) VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`company`, old.`message`);
END;--> statement-breakpoint
CREATE TRIGGER `contacts_search_update` AFTER UPDATE OF `name`, `email`, `company`, `message` ON `contacts` BEGIN
  INSERT INTO `contacts_search`(`contacts_search`, rowid, `name`, `email`, `company`, `message`) VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`company`, old.`message`);
  INSERT INTO `contacts_search`(rowid, `name`, `email`, `company`, `message`) VALUES (new.`id`, new.`name`, new.`email`, new.`company`, new.`message`);
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `job_applications_search` USING fts5(`full_name`, `email`, `position`, content='job_applications', content_rowid='id', tokenize='trigram');--> statement-breakpoint
INSERT INTO `job_applications_search`(`job_applications_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `job_applications_search_insert` AFTER INSERT ON `job_applications` BEGIN
  INSERT INTO `job_applications_search`(rowid, `full_name`, `email`, `position`) VALUES (new.`id`, new.`full_name`, new.`email`, new.`position`);
END;--> statement-breakpoint
CREATE TRIGGER `job_applications_search_delete` AFTER DELETE ON `job_applications` BEGIN
  INSERT INTO `job_applications_search`(`job_applications_search`, rowid, `full_name`, `email`, `position`) VALUES ('delete', old.`id`, old.`full_name`, old.`email`, old.`position`);
END;--> statement-breakpoint
CREATE TRIGGER `job_applications_search_update` AFTER UPDATE OF `full_name`, `email`, `position` ON `job_applications` BEGIN
  INSERT INTO `job_applications_search`(`job_applications_search`, rowid, `full_name`, `email`, `position`) VALUES ('delete', old.`id`, old.`full_name`, old.`email`, old.`position`);
  INSERT INTO `job_applications_search`(rowid, `full_name`, `email`, `position`) VALUES (new.`id`, new.`full_name`, new.`email`, new.`position`);
END;
