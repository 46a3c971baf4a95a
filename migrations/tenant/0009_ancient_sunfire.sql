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