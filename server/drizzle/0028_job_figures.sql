-- Views were counted once per viewer for ever, keyed by the session; now once per viewer and day, keyed by a hash of the day.
DROP TABLE "job_views" CASCADE;--> statement-breakpoint
CREATE TABLE "job_daily_figures" (
	"job_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"from_search" integer DEFAULT 0 NOT NULL,
	"from_shared" integer DEFAULT 0 NOT NULL,
	"from_alert" integer DEFAULT 0 NOT NULL,
	"from_direct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_daily_figures_job_id_day_pk" PRIMARY KEY("job_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_views" (
	"job_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewer_hash" text NOT NULL,
	CONSTRAINT "job_views_job_id_day_viewer_hash_pk" PRIMARY KEY("job_id","day","viewer_hash")
);
--> statement-breakpoint
ALTER TABLE "job_daily_figures" ADD CONSTRAINT "job_daily_figures_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_daily_figures_day" ON "job_daily_figures" USING btree ("day");--> statement-breakpoint
CREATE INDEX "job_views_day" ON "job_views" USING btree ("day");--> statement-breakpoint
-- Past applications per day (where they came from was not kept).
INSERT INTO "job_daily_figures" ("job_id", "day", "applications")
SELECT "job_id", ("applied_at" AT TIME ZONE 'UTC')::date, count(*)::int FROM "applications" GROUP BY 1, 2;
