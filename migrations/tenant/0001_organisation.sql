CREATE TABLE `companies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`nip` text,
	`regon` text,
	`address` text,
	`phone` text,
	`email` text,
	`website` text,
	`description` text,
	`extra_fields` text DEFAULT '{}' NOT NULL,
	`timezone` text DEFAULT 'Europe/Warsaw' NOT NULL,
	`country` text DEFAULT 'PL' NOT NULL,
	`auto_confirm_enabled` integer DEFAULT false NOT NULL,
	`auto_confirm_tolerance_minutes` integer DEFAULT 15 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE TABLE `departments` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`created_by` text,
	`extra_data` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `departments_company_id_idx` ON `departments` (`company_id`);--> statement-breakpoint
CREATE TABLE `employment_records` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`company_id` text NOT NULL,
	`department_id` text,
	`position` text,
	`contract_type` text,
	`salary` real,
	`vacation_days` integer DEFAULT 0 NOT NULL,
	`available_vacation_hours` real DEFAULT 0 NOT NULL,
	`carryover_vacation_hours` real DEFAULT 0 NOT NULL,
	`accrued_vacation_hours` real DEFAULT 0 NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`extra_data` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`created_by` text,
	`updated_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `employment_records_user_id_idx` ON `employment_records` (`user_id`);--> statement-breakpoint
CREATE INDEX `employment_records_company_id_idx` ON `employment_records` (`company_id`);--> statement-breakpoint
CREATE INDEX `employment_records_department_id_idx` ON `employment_records` (`department_id`);