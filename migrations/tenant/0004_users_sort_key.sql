ALTER TABLE `users` ADD `sort_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `users_sort_key_idx` ON `users` (`sort_key`,`email`);