CREATE TABLE `staffing_needs` (
	`id` text PRIMARY KEY NOT NULL,
	`department_id` text NOT NULL,
	`shift_type` text NOT NULL,
	`weekday` integer NOT NULL,
	`min_people` integer NOT NULL,
	`ideal_people` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staffing_needs_weekday" CHECK("staffing_needs"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "staffing_needs_counts" CHECK("staffing_needs"."min_people" >= 0 AND "staffing_needs"."ideal_people" >= "staffing_needs"."min_people" AND "staffing_needs"."ideal_people" <= 999)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staffing_needs_department_type_weekday_unique` ON `staffing_needs` (`department_id`,`shift_type`,`weekday`);--> statement-breakpoint
CREATE TABLE `staffing_overrides` (
	`id` text PRIMARY KEY NOT NULL,
	`department_id` text NOT NULL,
	`shift_type` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`min_people` integer NOT NULL,
	`ideal_people` integer NOT NULL,
	`note` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "staffing_overrides_counts" CHECK("staffing_overrides"."min_people" >= 0 AND "staffing_overrides"."ideal_people" >= "staffing_overrides"."min_people" AND "staffing_overrides"."ideal_people" <= 999)
);
--> statement-breakpoint
CREATE INDEX `staffing_overrides_department_dates_idx` ON `staffing_overrides` (`department_id`,`start_date`);