-- The command line's actions join the audit log (docs/decisions/0056-audit-log.md): a row says where it came from, and a CLI row names no staff account. Adding a column
-- and a constraint rewrites no row, so the append-only triggers of 0009 stay as they are.
ALTER TABLE "staff_actions" ALTER COLUMN "staff_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "via" text DEFAULT 'console' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_via_check" CHECK (("staff_actions"."via" = 'console' and "staff_actions"."staff_user_id" is not null) or ("staff_actions"."via" = 'cli' and "staff_actions"."staff_user_id" is null));