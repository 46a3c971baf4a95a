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
