CREATE TYPE "public"."application_news" AS ENUM('each', 'daily', 'off');--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"applications" "application_news" DEFAULT 'each' NOT NULL,
	"job_news" boolean DEFAULT true NOT NULL,
	"staff_summary" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ending_told_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_told_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_told_at" timestamp with time zone;--> statement-breakpoint
-- Applications made before companies heard of them are not summarised later.
UPDATE "applications" SET "company_told_at" = "applied_at";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "application_news" "application_news";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_untold_idx" ON "applications" USING btree ("job_id") WHERE company_told_at is null;