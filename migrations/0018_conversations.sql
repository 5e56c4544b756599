-- Conversations (issue 29, docs/decisions/0027-conversations.md): one thread per enquiry or job application, the
-- messages staff send from the back office and the replies that come back in through the Worker's email() handler,
-- the replies' attachments (private R2 objects), staff's saved reply templates, and inbound mail that matched no
-- thread. A thread goes with its record (ON DELETE CASCADE); the R2 objects and outbox rows are deleted by the code
-- that deletes or anonymises the record (app/models/conversations.server.ts). Kinds are checked in code (0017),
-- except the closed set of directions.
CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer REFERENCES `job_applications`(`id`) ON DELETE cascade,
	`contact_id` integer REFERENCES `contacts`(`id`) ON DELETE cascade,
	`unread_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "conversations_one_record_check" CHECK((application_id is null) <> (contact_id is null))
);--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_application_unique` ON `conversations` (`application_id`) WHERE application_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_contact_unique` ON `conversations` (`contact_id`) WHERE contact_id is not null;--> statement-breakpoint
CREATE INDEX `conversations_unread_idx` ON `conversations` (`unread_at`) WHERE unread_at is not null;--> statement-breakpoint
CREATE TABLE `conversation_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL REFERENCES `conversations`(`id`) ON DELETE cascade,
	`direction` text NOT NULL,
	`author_id` integer REFERENCES `users`(`id`) ON DELETE set null,
	`author_name` text NOT NULL,
	`from_address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`outbox_id` integer,
	`template_id` integer,
	`message_id` text,
	`auto_reply` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "conversation_messages_direction_check" CHECK(direction in ('out', 'in'))
);--> statement-breakpoint
CREATE INDEX `conversation_messages_conversation_idx` ON `conversation_messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `conversation_messages_message_id_unique` ON `conversation_messages` (`message_id`) WHERE message_id is not null;--> statement-breakpoint
CREATE TABLE `conversation_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL REFERENCES `conversation_messages`(`id`) ON DELETE cascade,
	`r2_key` text,
	`file_name` text NOT NULL,
	`file_size` integer NOT NULL,
	`content_type` text NOT NULL,
	`refused` text
);--> statement-breakpoint
CREATE INDEX `conversation_attachments_message_idx` ON `conversation_attachments` (`message_id`);--> statement-breakpoint
CREATE TABLE `reply_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `reply_templates_name_unique` ON `reply_templates` (`name`);--> statement-breakpoint
CREATE TABLE `unmatched_mail` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_address` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`reason` text NOT NULL,
	`message_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE INDEX `unmatched_mail_created_at_idx` ON `unmatched_mail` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `unmatched_mail_message_id_unique` ON `unmatched_mail` (`message_id`) WHERE message_id is not null;--> statement-breakpoint
INSERT INTO `reply_templates` (`name`, `subject`, `body`) VALUES
('Interview invitation', 'Interview for {{jobTitle}}', 'Hi {{firstName}},

Thank you for applying for the **{{jobTitle}}** role at {{companyName}}. We enjoyed reading your application and would like to invite you to a 45-minute video interview.

Please reply with two or three times that suit you over the next week, and we will send a calendar invitation.

Best regards,
{{senderName}}'),
('Rejection after review', 'Your application for {{jobTitle}}', 'Hi {{firstName}},

Thank you for your interest in the **{{jobTitle}}** role at {{companyName}} and for the time you put into your application.

After careful review we have decided not to move forward with your application at this time. We will keep your details on file for the period our privacy policy describes and encourage you to apply for future openings.

Best regards,
{{senderName}}'),
('Rejection after interview', 'Following up on your {{jobTitle}} interview', 'Hi {{firstName}},

Thank you for taking the time to interview for the **{{jobTitle}}** role at {{companyName}}. We appreciated the conversation.

After much consideration we have decided to continue with other candidates whose experience more closely matches the role right now. This was not an easy decision, and we hope our paths cross again.

Best regards,
{{senderName}}'),
('Enquiry next steps', 'We received your enquiry — next steps', 'Hi {{firstName}},

Thank you for contacting {{companyName}}. I have read your enquiry and would be glad to learn more about what you are planning.

Could you share a couple of times for a 30-minute call this week? Before the call it helps to know your timeline, team size and the technologies you work with.

Best regards,
{{senderName}}');
