CREATE TABLE `calendar_feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`scope` text NOT NULL,
	`department_id` text,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`replaced_at` integer,
	`last_fetched_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "calendar_feeds_scope_check" CHECK((scope = 'user' AND department_id IS NULL) OR (scope = 'department' AND department_id IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_one_user_feed` ON `calendar_feeds` (`user_id`) WHERE scope = 'user';--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_one_department_feed` ON `calendar_feeds` (`user_id`,`department_id`) WHERE scope = 'department';--> statement-breakpoint
CREATE INDEX `calendar_feeds_department_id_idx` ON `calendar_feeds` (`department_id`);