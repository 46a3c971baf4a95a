CREATE TABLE `skill_notices` (
	`user_id` text NOT NULL,
	`skill_id` text NOT NULL,
	`valid_until` text NOT NULL,
	`notice` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `skill_id`, `valid_until`, `notice`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `skill_notices_skill_id_idx` ON `skill_notices` (`skill_id`);--> statement-breakpoint
CREATE TABLE `skill_settings` (
	`company_id` text PRIMARY KEY NOT NULL,
	`skill_conflicts` text DEFAULT 'warn' NOT NULL,
	`updated_by` text,
	`updated_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `skills` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `skills_name_unique` ON `skills` (lower("name"));--> statement-breakpoint
CREATE TABLE `user_skills` (
	`user_id` text NOT NULL,
	`skill_id` text NOT NULL,
	`valid_until` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `skill_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_skills_skill_id_idx` ON `user_skills` (`skill_id`);--> statement-breakpoint
ALTER TABLE `open_shifts` ADD `required_skill_id` text REFERENCES skills(id);