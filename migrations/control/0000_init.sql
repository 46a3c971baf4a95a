CREATE TABLE `tenants` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`currency` text DEFAULT 'PLN' NOT NULL,
	`price_per_active_user` real DEFAULT 0 NOT NULL,
	`price_per_pdf` real DEFAULT 0 NOT NULL,
	`price_per_push` real DEFAULT 0 NOT NULL
);
