CREATE TABLE `pattern_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`pattern_id` text NOT NULL,
	`request` text NOT NULL,
	`applied_by` text,
	`applied_at` integer NOT NULL,
	FOREIGN KEY (`pattern_id`) REFERENCES `schedule_patterns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applied_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `pattern_applications_pattern_id_idx` ON `pattern_applications` (`pattern_id`,`applied_at`);--> statement-breakpoint
CREATE TABLE `plan_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`shift_id` text,
	`user_id` text,
	`date` text,
	`action` text NOT NULL,
	`before` text,
	`after` text,
	`pattern_id` text,
	`changed_by` text,
	`changed_at` integer NOT NULL,
	`note` text,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `plan_changes_shift_id_idx` ON `plan_changes` (`shift_id`);--> statement-breakpoint
CREATE INDEX `plan_changes_user_id_date_idx` ON `plan_changes` (`user_id`,`date`);--> statement-breakpoint
CREATE INDEX `plan_changes_pattern_id_changed_at_idx` ON `plan_changes` (`pattern_id`,`changed_at`);