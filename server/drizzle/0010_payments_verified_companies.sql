CREATE TYPE "public"."payment_state" AS ENUM('unverified', 'verified', 'rejected');--> statement-breakpoint
CREATE TABLE "payment_statement_formats" (
	"provider" text PRIMARY KEY NOT NULL,
	"reference_column" text NOT NULL,
	"date_column" text NOT NULL,
	"amount_column" text NOT NULL,
	"payer_column" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "state" "payment_state" DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspension_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_by_suspension" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_state_created_idx" ON "payments" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Confirmations made before payments were checked are taken as verified (their companies paid under the
-- old rule and must not lose a running subscription on upgrade); each covers its plan's days from its
-- time, so staff can still reject one and end what it paid for (docs/decisions/0060-payment-verification.md).
UPDATE "payments" SET "state" = 'verified', "reviewed_at" = now(),
  "review_note" = 'Confirmed before payments were checked (migration 0010).',
  "period_end" = "payments"."created_at" + make_interval(days => "subscription_plans"."duration_days")
FROM "subscription_plans" WHERE "subscription_plans"."id" = "payments"."plan_id";
