CREATE TABLE `usage_active_users` (
	`day` text NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`day`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `usage_daily` (
	`day` text PRIMARY KEY NOT NULL,
	`api` integer DEFAULT 0 NOT NULL,
	`push` integer DEFAULT 0 NOT NULL,
	`pdf` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `usage_monthly` (
	`month` text PRIMARY KEY NOT NULL,
	`mau` integer NOT NULL,
	`api` integer NOT NULL,
	`push` integer NOT NULL,
	`pdf` integer NOT NULL,
	`computed_at` integer NOT NULL
);
