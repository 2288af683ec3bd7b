CREATE TYPE "public"."job_moderation" AS ENUM('visible', 'held', 'hidden', 'reported');--> statement-breakpoint
CREATE TYPE "public"."report_decision" AS ENUM('dismissed', 'upheld');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('scam', 'wrong_information', 'offensive', 'duplicate');--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" "report_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" "report_decision",
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scam_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL,
	"label" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scam_rules_pattern_length" CHECK (char_length("scam_rules"."pattern") between 1 and 200)
);
--> statement-breakpoint
DROP INDEX "jobs_live_created_idx";--> statement-breakpoint
DROP INDEX "jobs_live_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderation" "job_moderation" DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderation_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_listed" boolean GENERATED ALWAYS AS (not is_deleted and moderation = 'visible') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_job_user_unique" ON "job_reports" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "job_reports_open_idx" ON "job_reports" USING btree ("job_id") WHERE decision is null;--> statement-breakpoint
CREATE UNIQUE INDEX "scam_rules_pattern_unique" ON "scam_rules" USING btree ("pattern");--> statement-breakpoint
CREATE INDEX "jobs_live_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_active","job_type","experience_level","pay_period","is_remote","company_id","salary_min","salary_max","location",lower("location")) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "jobs_live_location_trgm_idx" ON "jobs" USING gin (lower("location") gin_trgm_ops) WHERE is_listed;--> statement-breakpoint
-- job_counts now counts listed jobs (not deleted, not held or hidden): the list's count is the public one.
UPDATE job_counts SET jobs = (SELECT count(*) FROM jobs WHERE is_listed AND jobs.is_active = job_counts.is_active);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_insert() RETURNS trigger AS $$
BEGIN
  UPDATE job_counts SET jobs = job_counts.jobs + added.jobs
  FROM (SELECT is_active, count(*)::int AS jobs FROM new_jobs WHERE is_listed GROUP BY is_active) AS added
  WHERE job_counts.is_active = added.is_active;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_delete() RETURNS trigger AS $$
BEGIN
  UPDATE job_counts SET jobs = job_counts.jobs - removed.jobs
  FROM (SELECT is_active, count(*)::int AS jobs FROM old_jobs WHERE is_listed GROUP BY is_active) AS removed
  WHERE job_counts.is_active = removed.is_active;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_update() RETURNS trigger AS $$
BEGIN
  IF OLD.is_listed THEN
    UPDATE job_counts SET jobs = jobs - 1 WHERE is_active = OLD.is_active;
  END IF;
  IF NEW.is_listed THEN
    UPDATE job_counts SET jobs = jobs + 1 WHERE is_active = NEW.is_active;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- is_listed is generated from is_deleted and moderation: an update of either (or of is_active) moves the job.
DROP TRIGGER job_counts_update_trigger ON jobs;
--> statement-breakpoint
CREATE TRIGGER job_counts_update_trigger
  AFTER UPDATE OF is_active, is_deleted, moderation ON jobs
  FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_listed IS DISTINCT FROM NEW.is_listed)
  EXECUTE FUNCTION job_counts_after_update();
--> statement-breakpoint
-- The seeded scam rules (docs/decisions/0064-held-for-review.md): staff edit them in the console.
INSERT INTO scam_rules (pattern, label) VALUES
  ('fee', 'Asks the job seeker for a fee'),
  ('fees', 'Asks the job seeker for fees'),
  ('registration', 'Mentions a registration (often a fee)'),
  ('processing fee', 'Asks for a processing fee'),
  ('processing charge', 'Asks for a processing charge'),
  ('pay ... to apply', 'Asks the job seeker to pay to apply'),
  ('pay ... before', 'Asks the job seeker to pay first'),
  ('airtime', 'Asks for airtime'),
  ('scratch card*', 'Asks for scratch cards'),
  ('send ... money', 'Asks the job seeker to send money'),
  ('transfer', 'Asks for a money transfer'),
  ('mobile money', 'Asks for a mobile money payment'),
  ('momo', 'Asks for a mobile money payment'),
  ('western union', 'Asks for a money transfer'),
  ('deposit', 'Asks for a deposit'),
  ('whatsapp', 'Moves the contact to WhatsApp'),
  ('whats app', 'Moves the contact to WhatsApp'),
  ('telegram', 'Moves the contact to Telegram'),
  ('{phone}', 'Moves the contact to a private phone number');
--> statement-breakpoint
ANALYZE "jobs";
