CREATE TABLE `employee_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`number` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`issued_at` integer NOT NULL,
	`issued_by` text,
	`revoked_at` integer,
	`revoked_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`revoked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `employee_cards_number_unique` ON `employee_cards` (`number`);--> statement-breakpoint
CREATE INDEX `employee_cards_user_id_idx` ON `employee_cards` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `employee_cards_one_active_unique` ON `employee_cards` (`user_id`) WHERE status = 'active';--> statement-breakpoint
CREATE TABLE `shift_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'opened' NOT NULL,
	`company_id` text NOT NULL,
	`department_id` text,
	`clock_in` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`closed_at` integer,
	`closed_by` text,
	`updated_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shift_entries_company_created_idx` ON `shift_entries` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `shift_entries_status_idx` ON `shift_entries` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `shift_entry_rows` (
	`id` text PRIMARY KEY NOT NULL,
	`entry_id` text NOT NULL,
	`user_id` text NOT NULL,
	`department_id` text,
	`start_at` integer NOT NULL,
	`end_at` integer,
	`shift_id` text,
	`added_by` text,
	FOREIGN KEY (`entry_id`) REFERENCES `shift_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`shift_id`) REFERENCES `day_shifts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shift_entry_rows_entry_start_idx` ON `shift_entry_rows` (`entry_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `shift_entry_rows_user_idx` ON `shift_entry_rows` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shift_entry_rows_one_open_unique` ON `shift_entry_rows` (`entry_id`,`user_id`) WHERE end_at IS NULL;