CREATE TABLE `blog_post_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	`lang` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_post_slugs_post_idx` ON `blog_post_slugs` (`post_id`);--> statement-breakpoint
CREATE TABLE `blog_post_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`data` text NOT NULL,
	`author_id` integer,
	`author_name` text DEFAULT '' NOT NULL,
	`kind` text DEFAULT 'save' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_post_versions_post_idx` ON `blog_post_versions` (`post_id`,`id`);--> statement-breakpoint
CREATE TABLE `blog_previews` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	`created_by` integer,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_previews_post_idx` ON `blog_previews` (`post_id`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `slug_ar` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `slug_en` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_title_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_title_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_description_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_description_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `portfolio_projects` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `portfolio_projects` ADD `content_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `portfolio_projects` ADD `content_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `portfolio_slug_idx` ON `portfolio_projects` (`slug`);