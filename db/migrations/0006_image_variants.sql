ALTER TABLE `uploads` ADD `variants` text;--> statement-breakpoint
ALTER TABLE `uploads` ADD `placeholder` text;--> statement-breakpoint
CREATE INDEX `uploads_unprocessed_idx` ON `uploads` (`id`) WHERE "uploads"."variants" is null;