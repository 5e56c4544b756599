-- Migration 0029 moved token pages' rows under their pattern, but took a token to be 43 characters alone: a meeting's
-- cancel and reschedule links are `<id>-<sequence>-<43-character signature>` (meetingToken), so their rows kept
-- the link. The Worker now counts them as `/meetings/:token/cancel` too (withoutToken); this moves the rows kept
-- before under that name, adding up their views, and deletes them. The view names the rows once for both
-- statements, and goes with them. `segment`: the path's part after the prefix, up to the next slash.
CREATE VIEW `meeting_link_page_views` AS
SELECT `id`, `day`, `referrer`, `views`, `prefix` || ':token' || substr(`rest`, length(`segment`) + 1) AS `pattern`
FROM (
	SELECT `id`, `day`, `referrer`, `views`, `prefix`, `rest`,
		CASE WHEN instr(`rest`, '/') > 0 THEN substr(`rest`, 1, instr(`rest`, '/') - 1) ELSE `rest` END AS `segment`
	FROM (
		SELECT `page_views`.`rowid` AS `id`, `day`, `referrer`, `views`, `prefix`,
			substr(`path`, length(`prefix`) + 1) AS `rest`
		FROM `page_views` JOIN (
			SELECT `column1` AS `prefix` FROM (VALUES ('/meetings/'), ('/es/meetings/'))
		) ON substr(`path`, 1, length(`prefix`)) = `prefix`
	)
)
-- `<digits>-<digits>-` then 43 base64url characters (lower-cased as page_views keeps paths).
WHERE length(`segment`) >= 47
	AND substr(`segment`, -43) NOT GLOB '*[^a-z0-9_-]*'
	AND substr(`segment`, 1, length(`segment`) - 43) GLOB '[0-9]*-[0-9]*-'
	AND replace(substr(`segment`, 1, length(`segment`) - 43), '-', '') NOT GLOB '*[^0-9]*'
	AND length(substr(`segment`, 1, length(`segment`) - 43))
		- length(replace(substr(`segment`, 1, length(`segment`) - 43), '-', '')) = 2;
--> statement-breakpoint
INSERT INTO `page_views` (`day`, `path`, `referrer`, `views`)
SELECT `day`, `pattern`, `referrer`, sum(`views`) FROM `meeting_link_page_views` WHERE true
GROUP BY `day`, `pattern`, `referrer`
ON CONFLICT (`day`, `path`, `referrer`) DO UPDATE SET `views` = `page_views`.`views` + excluded.`views`;
--> statement-breakpoint
-- The rows the insert wrote are not in the view: a pattern's colon is not a token's character.
DELETE FROM `page_views` WHERE `rowid` IN (SELECT `id` FROM `meeting_link_page_views`);
--> statement-breakpoint
DROP VIEW `meeting_link_page_views`;
