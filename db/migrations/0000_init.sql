CREATE TABLE `admin_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`username_key` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'admin' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`last_login` text,
	`totp_secret` text,
	`totp_enabled` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_username_key_unique` ON `admin_users` (`username_key`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`actor_kind` text NOT NULL,
	`actor_id` integer,
	`actor_name` text NOT NULL,
	`details` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`last_used_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`user_agent` text
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`kind`,`user_id`);--> statement-breakpoint
CREATE TABLE `about_content` (
	`id` integer PRIMARY KEY NOT NULL,
	`title_ar` text NOT NULL,
	`title_en` text NOT NULL,
	`description_ar` text NOT NULL,
	`description_en` text NOT NULL,
	`mission_ar` text NOT NULL,
	`mission_en` text NOT NULL,
	`founded_year` integer NOT NULL,
	`experience_years` integer NOT NULL,
	`clients` integer NOT NULL,
	`projects` integer NOT NULL,
	`permanent_clients` integer NOT NULL,
	`satisfaction` integer NOT NULL,
	`office_ar` text NOT NULL,
	`office_en` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_ar` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`excerpt_ar` text NOT NULL,
	`excerpt_en` text DEFAULT '' NOT NULL,
	`content_ar` text NOT NULL,
	`content_en` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`alt_text_ar` text DEFAULT '' NOT NULL,
	`alt_text_en` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`author_id` integer,
	`published_at` text,
	`views` integer DEFAULT 0 NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blog_posts_status_idx` ON `blog_posts` (`status`,`published_at`);--> statement-breakpoint
CREATE TABLE `contact_info` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`label_ar` text NOT NULL,
	`label_en` text NOT NULL,
	`value_ar` text NOT NULL,
	`value_en` text NOT NULL,
	`icon` text DEFAULT 'Phone' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text,
	`message` text NOT NULL,
	`language` text DEFAULT 'ar' NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `gallery_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`url` text NOT NULL,
	`alt_text` text NOT NULL,
	`category` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`size` integer,
	`width` integer,
	`height` integer,
	`blob_key` text,
	`uploaded_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `portfolio_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`image_url` text NOT NULL,
	`alt_text_ar` text DEFAULT '' NOT NULL,
	`alt_text_en` text DEFAULT '' NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `portfolio_projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `portfolio_images_project_idx` ON `portfolio_images` (`project_id`);--> statement-breakpoint
CREATE TABLE `portfolio_projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_ar` text NOT NULL,
	`title_en` text NOT NULL,
	`description_ar` text NOT NULL,
	`description_en` text NOT NULL,
	`category` text NOT NULL,
	`client` text NOT NULL,
	`completion_date` text NOT NULL,
	`technologies` text DEFAULT '[]' NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`link` text,
	`order_index` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `service_features` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`feature_ar` text NOT NULL,
	`feature_en` text NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_features_service_idx` ON `service_features` (`service_id`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_ar` text NOT NULL,
	`title_en` text NOT NULL,
	`description_ar` text NOT NULL,
	`description_en` text NOT NULL,
	`icon` text DEFAULT 'camera' NOT NULL,
	`image` text,
	`category` text,
	`price_ar` text,
	`price_en` text,
	`is_active` integer DEFAULT true NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `social_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`platform` text NOT NULL,
	`url` text NOT NULL,
	`icon` text,
	`is_active` integer DEFAULT true NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `qr_business_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`image_url` text NOT NULL,
	`alt_text` text DEFAULT '' NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `qr_businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `qr_business_images_business_idx` ON `qr_business_images` (`business_id`);--> statement-breakpoint
CREATE TABLE `qr_businesses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`unique_id` text,
	`business_name` text NOT NULL,
	`business_type` text NOT NULL,
	`category_id` integer,
	`description` text,
	`address` text,
	`phone` text,
	`email` text,
	`website` text,
	`facebook` text,
	`instagram` text,
	`twitter` text,
	`whatsapp` text,
	`logo_url` text,
	`cover_image_url` text,
	`menu_url` text,
	`qr_code_url` text,
	`qr_code_image_url` text,
	`qr_code_data` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_notes` text,
	`decided_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `qr_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `qr_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `qr_businesses_unique_id_unique` ON `qr_businesses` (`unique_id`);--> statement-breakpoint
CREATE INDEX `qr_businesses_owner_idx` ON `qr_businesses` (`owner_id`);--> statement-breakpoint
CREATE INDEX `qr_businesses_status_idx` ON `qr_businesses` (`status`);--> statement-breakpoint
CREATE TABLE `qr_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name_ar` text NOT NULL,
	`name_en` text NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `qr_categories_name_ar_unique` ON `qr_categories` (`name_ar`);--> statement-breakpoint
CREATE TABLE `qr_issued_ids` (
	`unique_id` text PRIMARY KEY NOT NULL,
	`issued_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `qr_scans` (
	`business_id` integer NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`),
	FOREIGN KEY (`business_id`) REFERENCES `qr_businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `qr_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`username_key` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_approved` integer DEFAULT false NOT NULL,
	`admin_notes` text,
	`decided_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `qr_users_username_key_unique` ON `qr_users` (`username_key`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`blob_key` text NOT NULL,
	`url` text NOT NULL,
	`kind` text NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` integer NOT NULL,
	`business_id` integer,
	`temp_id` text,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_blob_key_unique` ON `uploads` (`blob_key`);--> statement-breakpoint
CREATE INDEX `uploads_business_idx` ON `uploads` (`business_id`);--> statement-breakpoint
CREATE INDEX `uploads_temp_idx` ON `uploads` (`owner_id`,`temp_id`);