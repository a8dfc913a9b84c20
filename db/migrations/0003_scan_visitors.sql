CREATE TABLE `qr_scan_visitors` (
	`day` text NOT NULL,
	`business_id` integer NOT NULL,
	`visitor` text NOT NULL,
	PRIMARY KEY(`day`, `business_id`, `visitor`)
);
--> statement-breakpoint
CREATE TABLE `scan_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
