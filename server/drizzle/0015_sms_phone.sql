CREATE TABLE "phone_confirmations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "sms_phone" text;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "sms_receipts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_confirmations" ADD CONSTRAINT "phone_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;