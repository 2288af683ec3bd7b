CREATE TABLE "sms_keyword_threads" (
	"phone" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"limit_told" boolean DEFAULT false NOT NULL,
	"help_told" boolean DEFAULT false NOT NULL,
	"search" jsonb,
	"page" integer DEFAULT 0 NOT NULL,
	"pending_job_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ussd_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"answered" text NOT NULL,
	"state" jsonb NOT NULL,
	"screen" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "by_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "ussd_sessions_updated_idx" ON "ussd_sessions" USING btree ("updated_at");