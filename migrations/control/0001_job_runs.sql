CREATE TABLE `job_runs` (
	`job` text NOT NULL,
	`tenant` text NOT NULL,
	`slot` integer NOT NULL,
	`holder` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`outcome` text,
	PRIMARY KEY(`job`, `tenant`, `slot`)
);
