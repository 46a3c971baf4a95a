CREATE TABLE `day_shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`company_id` text NOT NULL,
	`date` text NOT NULL,
	`type` text,
	`color` text,
	`planned_start` text,
	`planned_end` text,
	`planned_minutes` integer DEFAULT 0 NOT NULL,
	`planned_start_at` integer,
	`planned_end_at` integer,
	`started_at` integer,
	`ended_at` integer,
	`confirmed` integer DEFAULT false NOT NULL,
	`confirmed_by` text,
	`confirmed_at` integer,
	`confirmation_notes` text,
	`adjusted_started_at` integer,
	`adjusted_ended_at` integer,
	`off_schedule` integer DEFAULT false NOT NULL,
	`pattern_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`confirmed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`pattern_id`) REFERENCES `schedule_patterns`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `day_shifts_user_id_date_unique` ON `day_shifts` (`user_id`,`date`);--> statement-breakpoint
CREATE UNIQUE INDEX `day_shifts_one_running_per_user` ON `day_shifts` (`user_id`) WHERE started_at IS NOT NULL AND ended_at IS NULL AND confirmed = 0;--> statement-breakpoint
CREATE INDEX `day_shifts_awaiting_confirmation_idx` ON `day_shifts` (`company_id`,`date`) WHERE ended_at IS NOT NULL AND confirmed = 0;--> statement-breakpoint
CREATE TABLE `schedule_patterns` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`cycle_length` integer NOT NULL,
	`department_id` text,
	`owner_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`shifts` text NOT NULL,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `schedule_patterns_department_id_idx` ON `schedule_patterns` (`department_id`);--> statement-breakpoint
CREATE TABLE `vacation_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`company_id` text,
	`department_id` text,
	`type` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`hours` real DEFAULT 0 NOT NULL,
	`reason` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "vacation_requests_type_check" CHECK(type IN ('vacation', 'free', 'force_majeure', 'sick')),
	CONSTRAINT "vacation_requests_status_check" CHECK(status IN ('pending', 'approved', 'rejected', 'canceled')),
	CONSTRAINT "vacation_requests_dates_check" CHECK(end_date >= start_date),
	CONSTRAINT "vacation_requests_hours_check" CHECK(hours >= 0)
);
--> statement-breakpoint
CREATE INDEX `vacation_requests_user_id_start_date_idx` ON `vacation_requests` (`user_id`,`start_date`);--> statement-breakpoint
CREATE INDEX `vacation_requests_company_id_start_date_idx` ON `vacation_requests` (`company_id`,`start_date`);--> statement-breakpoint
CREATE INDEX `vacation_requests_department_id_idx` ON `vacation_requests` (`department_id`);--> statement-breakpoint
CREATE INDEX `vacation_requests_status_idx` ON `vacation_requests` (`status`);