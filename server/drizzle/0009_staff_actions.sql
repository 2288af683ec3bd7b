CREATE TABLE "staff_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_staff_idx" ON "staff_actions" USING btree ("staff_user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_target_idx" ON "staff_actions" USING btree ("target_type","target_id");--> statement-breakpoint
-- The audit log is append-only: whoever reaches the database through the app (or the CLI) can add
-- rows but never rewrite or remove one (docs/decisions/0056-audit-log.md).
CREATE OR REPLACE FUNCTION staff_actions_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER staff_actions_append_only
  BEFORE UPDATE OR DELETE ON staff_actions
  FOR EACH ROW EXECUTE FUNCTION staff_actions_refuse_change();
--> statement-breakpoint
CREATE TRIGGER staff_actions_no_truncate
  BEFORE TRUNCATE ON staff_actions
  FOR EACH STATEMENT EXECUTE FUNCTION staff_actions_refuse_change();
