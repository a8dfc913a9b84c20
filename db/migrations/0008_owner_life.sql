CREATE TABLE `qr_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`kind` text NOT NULL,
	`business_id` integer,
	`business_name` text,
	`notes` text,
	`created_at` text NOT NULL,
	`read_at` text,
	FOREIGN KEY (`owner_id`) REFERENCES `qr_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `qr_businesses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `qr_notifications_owner_idx` ON `qr_notifications` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `qr_notifications_unread_idx` ON `qr_notifications` (`owner_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `qr_password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`owner_id` integer NOT NULL,
	`origin` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`owner_id`) REFERENCES `qr_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `qr_password_resets_owner_idx` ON `qr_password_resets` (`owner_id`);--> statement-breakpoint
ALTER TABLE `qr_businesses` ADD `unpublish_reason` text;--> statement-breakpoint
ALTER TABLE `qr_users` ADD `email_key` text;--> statement-breakpoint
ALTER TABLE `qr_users` ADD `suspended_at` text;--> statement-breakpoint
ALTER TABLE `qr_users` ADD `suspension_reason` text;--> statement-breakpoint
-- Owners' e-mails become unique whatever their case. Existing rows get their key; where two
-- owners already shared an address, the earliest keeps it and the others keep a null key until
-- they change their e-mail (nothing is lost, and the admin can still reach both).
UPDATE `qr_users` SET `email_key` = lower(trim(`email`))
WHERE `id` = (SELECT min(`u`.`id`) FROM `qr_users` `u` WHERE lower(trim(`u`.`email`)) = lower(trim(`qr_users`.`email`)));--> statement-breakpoint
CREATE UNIQUE INDEX `qr_users_email_key_unique` ON `qr_users` (`email_key`);