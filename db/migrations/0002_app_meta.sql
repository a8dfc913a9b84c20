CREATE TABLE `app_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
