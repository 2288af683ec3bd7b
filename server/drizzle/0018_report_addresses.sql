-- Reports filed before addresses were kept count as one address per reporter (docs/decisions/0083-report-hiding-and-closed-accounts.md),
-- and a company account's earlier reports stop counting towards hiding, as new ones do.
ALTER TABLE "job_reports" ADD COLUMN "reporter_address" text;--> statement-breakpoint
UPDATE "job_reports" SET "reporter_address" = 'user:' || "user_id";--> statement-breakpoint
ALTER TABLE "job_reports" ALTER COLUMN "reporter_address" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_reports" ADD COLUMN "from_company" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "job_reports" SET "from_company" = true FROM "users" WHERE "users"."id" = "job_reports"."user_id" AND "users"."user_type" = 'company';
