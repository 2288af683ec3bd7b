CREATE TYPE "public"."mobile_payment_state" AS ENUM('pending', 'activated', 'declined', 'expired', 'refused');--> statement-breakpoint
CREATE TABLE "mobile_payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"reference_id" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"state" "mobile_payment_state" DEFAULT 'pending' NOT NULL,
	"requested" boolean DEFAULT false NOT NULL,
	"provider_status" text DEFAULT '' NOT NULL,
	"provider_reason" text DEFAULT '' NOT NULL,
	"financial_transaction_id" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mobile_payment_attempts" ADD CONSTRAINT "mobile_payment_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_payment_attempts" ADD CONSTRAINT "mobile_payment_attempts_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_payment_attempts" ADD CONSTRAINT "mobile_payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_payment_attempts_reference_unique" ON "mobile_payment_attempts" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_payment_attempts_payment_unique" ON "mobile_payment_attempts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "mobile_payment_attempts_company_idx" ON "mobile_payment_attempts" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_payment_attempts_one_pending" ON "mobile_payment_attempts" USING btree ("company_id") WHERE "mobile_payment_attempts"."state" = 'pending';