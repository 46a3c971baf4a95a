CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant` text NOT NULL,
	`month` text NOT NULL,
	`number` text NOT NULL,
	`currency` text NOT NULL,
	`lines` text NOT NULL,
	`total` real NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_tenant_month_unique` ON `invoices` (`tenant`,`month`);