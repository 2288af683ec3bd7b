-- Issue 21: each sign-in gets a token of its own, held (as its SHA-256) on the row of its session, so
-- it lives and ends with that session. The one-token-per-user auth_tokens table goes.
ALTER TABLE "sessions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
-- The tokens already handed out keep working (docs/decisions/0006-sessions-per-device.md): each becomes a session row of its own,
-- ending when the session of its sign-in would have (issued at created_at, two weeks, as
-- SESSION_MAX_AGE_SECONDS). No cookie can name that row: a cookie's hash is 64 hex digits, never 'token:...'.
INSERT INTO "sessions" ("id_hash", "user_id", "token_hash", "created_at", "expires_at")
SELECT 'token:' || "key_hash", "user_id", "key_hash", "created_at", "created_at" + interval '14 days'
FROM "auth_tokens"
WHERE "created_at" + interval '14 days' > now();--> statement-breakpoint
DROP TABLE "auth_tokens" CASCADE;
