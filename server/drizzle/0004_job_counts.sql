CREATE TABLE "job_counts" (
	"is_active" boolean PRIMARY KEY NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL
);
