-- The Spanish edition (issue 27, docs/decisions/0023-spanish-edition.md). A contact, an application and a subscriber
-- remember the language of the page the person used, and every e-mail to them is written in it; a blog post carries
-- its language and may name the post it translates. Everything stored so far was English. Languages are checked in
-- code (docs/decisions/0017), so a third one needs no table rebuild.
ALTER TABLE `contacts` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `translation_of` integer REFERENCES `blog_posts`(`id`) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `blog_posts_language_published_idx` ON `blog_posts` (`language`,`published`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_translation_of_idx` ON `blog_posts` (`translation_of`);
