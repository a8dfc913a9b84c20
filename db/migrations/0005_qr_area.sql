CREATE TABLE `qr_business_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`data` text NOT NULL,
	`admin_notes` text,
	`decided_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `qr_businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `qr_business_revisions_business_idx` ON `qr_business_revisions` (`business_id`);--> statement-breakpoint
CREATE INDEX `qr_business_revisions_status_idx` ON `qr_business_revisions` (`status`);--> statement-breakpoint
ALTER TABLE `qr_scans` ADD `opens` integer DEFAULT 0 NOT NULL;