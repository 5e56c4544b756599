-- Website Stats (issue 20): page views counted per UTC day, path and referring site, nothing else. No cookie, address
-- or user agent is kept: a row is an aggregate that no visitor can be traced from. Written by a batched upsert off
-- the request path (app/models/page-views.server.ts); the primary key serves both the upsert and the 30-day reads.
CREATE TABLE `page_views` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`referrer` text DEFAULT '' NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `referrer`)
);
