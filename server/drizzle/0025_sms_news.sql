CREATE TABLE "job_sms_news" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL,
	"told" integer DEFAULT 1 NOT NULL,
	"told_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "sms_status_news" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_sms_news" ADD CONSTRAINT "job_sms_news_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Seekers who get SMS from us now (receipts, or an alert by SMS) get their applications' news too; the
-- others (never chose SMS, or sent STOP) wait for their choice or their next confirmation.
UPDATE "job_seeker_profiles" p SET "sms_status_news" = true
WHERE p."phone_confirmed_at" IS NOT NULL
  AND (p."sms_receipts" OR EXISTS (SELECT 1 FROM "job_alerts" a WHERE a."user_id" = p."user_id" AND a."sms"));
