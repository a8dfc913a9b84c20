ALTER TABLE `blog_posts` ADD `publish_at` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `unpublish_at` text;