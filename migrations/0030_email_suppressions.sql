-- Suppressed addresses outlive their subscriber (docs/decisions/0038): deleting a subscriber whose address bounced or
-- complained keeps this row, so the address is never mailed again, not even a confirmation. It holds the SHA-256 of
-- the normalized address (never the address), the reason and when the address was suppressed; nothing else.
-- Subscribers deleted before this migration left nothing behind; those still listed keep their reason on their row.
CREATE TABLE `email_suppressions` (
	`address_hash` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`suppressed_at` integer NOT NULL,
	CONSTRAINT "email_suppressions_reason_check" CHECK(reason in ('bounce', 'complaint'))
);
