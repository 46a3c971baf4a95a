DROP INDEX `staffing_needs_department_type_weekday_unique`;--> statement-breakpoint
ALTER TABLE `staffing_needs` ADD `skill_id` text REFERENCES skills(id);--> statement-breakpoint
CREATE UNIQUE INDEX `staffing_needs_department_type_weekday_skill_unique` ON `staffing_needs` (`department_id`,`shift_type`,`weekday`,`skill_id`);--> statement-breakpoint
CREATE INDEX `staffing_needs_skill_id_idx` ON `staffing_needs` (`skill_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `staffing_needs_department_type_weekday_unique` ON `staffing_needs` (`department_id`,`shift_type`,`weekday`) WHERE "staffing_needs"."skill_id" IS NULL;--> statement-breakpoint
ALTER TABLE `staffing_overrides` ADD `skill_id` text REFERENCES skills(id);--> statement-breakpoint
CREATE INDEX `staffing_overrides_skill_id_idx` ON `staffing_overrides` (`skill_id`);