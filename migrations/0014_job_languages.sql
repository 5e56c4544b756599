-- Job listings carry a language (issue 27, docs/decisions/0023-spanish-edition.md): /es/jobs lists the Spanish ones and
-- the English ones that have no Spanish translation (marked "En inglés"); a listing may name the one it translates, so
-- the pair links to each other and hreflang points across. Every listing so far was English.
ALTER TABLE `jobs` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `translation_of` integer REFERENCES `jobs`(`id`) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `jobs_translation_of_idx` ON `jobs` (`translation_of`);
