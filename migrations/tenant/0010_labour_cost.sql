CREATE TABLE `department_budgets` (
	`department_id` text NOT NULL,
	`month` text NOT NULL,
	`amount` real NOT NULL,
	`updated_by` text,
	`updated_at` integer,
	PRIMARY KEY(`department_id`, `month`),
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "department_budgets_amount_check" CHECK("department_budgets"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE `labour_cost_settings` (
	`company_id` text PRIMARY KEY NOT NULL,
	`minimum_wages` text DEFAULT '[]' NOT NULL,
	`night_start` text,
	`night_end` text,
	`updated_by` text,
	`updated_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `employment_records` ADD `pay_kind` text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE `employment_records` ADD `hourly_rate` real;