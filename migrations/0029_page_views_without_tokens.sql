-- Website Stats counted a token page (the candidate status page, an interview link, a meeting's cancel and reschedule
-- links) under its own path, so page_views kept each link's token, lower-cased. The Worker now counts such a page as
-- `/jobs/applications/:token` (withoutToken in app/platform/security-headers.ts); this moves the rows kept before
-- under that name, adding up their views, and deletes them. A token is 43 base64url characters. The view names the
-- rows once for both statements, and goes with them.
CREATE VIEW `tokened_page_views` AS
SELECT `page_views`.`rowid` AS `id`, `day`, `referrer`, `views`,
	`prefix` || ':token' || substr(`path`, length(`prefix`) + 44) AS `pattern`
FROM `page_views` JOIN (
	SELECT `column1` AS `prefix` FROM (VALUES ('/jobs/applications/'), ('/es/jobs/applications/'), ('/jobs/interview/'),
		('/es/jobs/interview/'), ('/meetings/'), ('/es/meetings/'))
) ON substr(`path`, 1, length(`prefix`)) = `prefix`
WHERE length(`path`) >= length(`prefix`) + 43
	AND substr(`path`, length(`prefix`) + 1, 43) NOT GLOB '*[^a-z0-9_-]*'
	AND (length(`path`) = length(`prefix`) + 43 OR substr(`path`, length(`prefix`) + 44, 1) = '/');
--> statement-breakpoint
INSERT INTO `page_views` (`day`, `path`, `referrer`, `views`)
SELECT `day`, `pattern`, `referrer`, sum(`views`) FROM `tokened_page_views` WHERE true GROUP BY `day`, `pattern`, `referrer`
ON CONFLICT (`day`, `path`, `referrer`) DO UPDATE SET `views` = `page_views`.`views` + excluded.`views`;
--> statement-breakpoint
-- The rows the insert wrote are not in the view: a pattern's colon is not a token's character.
DELETE FROM `page_views` WHERE `rowid` IN (SELECT `id` FROM `tokened_page_views`);
--> statement-breakpoint
DROP VIEW `tokened_page_views`;
