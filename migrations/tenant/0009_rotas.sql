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
CREATE INDEX `calendar_feeds_department_id_idx` ON `calendar_feeds` (`department_id`);--> statement-breakpoint
CREATE TABLE `crew_members` (
	`crew_id` text NOT NULL,
	`department_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`crew_id`, `user_id`),
	FOREIGN KEY (`crew_id`) REFERENCES `crews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crew_members_department_user_unique` ON `crew_members` (`department_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `crew_members_user_idx` ON `crew_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `crews` (
	`id` text PRIMARY KEY NOT NULL,
	`department_id` text NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crews_department_name_unique` ON `crews` (`department_id`,`name`);--> statement-breakpoint
CREATE TABLE `labour_law_settings` (
	`company_id` text PRIMARY KEY NOT NULL,
	`modes` text DEFAULT '{}' NOT NULL,
	`working_time_system` text DEFAULT 'basic' NOT NULL,
	`settlement_months` integer DEFAULT 1 NOT NULL,
	`overtime_limit_hours` integer DEFAULT 150 NOT NULL,
	`updated_by` text,
	`updated_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `open_shift_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`open_shift_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`shift_id` text,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`open_shift_id`) REFERENCES `open_shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shift_id`) REFERENCES `day_shifts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `open_shift_claims_shift_user_unique` ON `open_shift_claims` (`open_shift_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `open_shift_claims_user_idx` ON `open_shift_claims` (`user_id`);--> statement-breakpoint
CREATE TABLE `open_shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`department_id` text NOT NULL,
	`date` text NOT NULL,
	`type` text NOT NULL,
	`planned_start` text NOT NULL,
	`planned_end` text NOT NULL,
	`color` text NOT NULL,
	`planned_minutes` integer NOT NULL,
	`planned_start_at` integer NOT NULL,
	`planned_end_at` integer NOT NULL,
	`places` integer NOT NULL,
	`filled` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`note` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `open_shifts_department_date_idx` ON `open_shifts` (`department_id`,`date`);--> statement-breakpoint
CREATE INDEX `open_shifts_company_date_idx` ON `open_shifts` (`company_id`,`date`);--> statement-breakpoint
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
CREATE INDEX `plan_changes_pattern_id_changed_at_idx` ON `plan_changes` (`pattern_id`,`changed_at`);--> statement-breakpoint
CREATE TABLE `shift_swaps` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`department_id` text NOT NULL,
	`shift_id` text NOT NULL,
	`shift_date` text NOT NULL,
	`offered_by` text NOT NULL,
	`kind` text NOT NULL,
	`counter_shift_id` text,
	`counter_shift_date` text,
	`accepted_by` text,
	`accepted_at` integer,
	`status` text DEFAULT 'offered' NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shift_id`) REFERENCES `day_shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`counter_shift_id`) REFERENCES `day_shifts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shift_swaps_one_live_per_shift` ON `shift_swaps` (`shift_id`) WHERE status IN ('offered', 'accepted');--> statement-breakpoint
CREATE INDEX `shift_swaps_department_idx` ON `shift_swaps` (`department_id`,`status`);--> statement-breakpoint
CREATE INDEX `shift_swaps_company_idx` ON `shift_swaps` (`company_id`,`status`);