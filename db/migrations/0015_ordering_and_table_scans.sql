CREATE TABLE `qr_table_scans` (
	`business_id` integer NOT NULL,
	`day` text NOT NULL,
	`table_number` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`, `table_number`),
	FOREIGN KEY (`business_id`) REFERENCES `qr_businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `qr_businesses` ADD `ordering_enabled` integer DEFAULT false NOT NULL;