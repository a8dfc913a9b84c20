ALTER TABLE `qr_businesses` ADD `business_name_en` text;--> statement-breakpoint
ALTER TABLE `qr_businesses` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `qr_businesses` ADD `city` text;--> statement-breakpoint
ALTER TABLE `qr_businesses` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `qr_businesses` ADD `longitude` real;