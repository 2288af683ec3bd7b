-- Trigram operator classes, so a substring match on a job's location ("ilike '%monrovia%'") can use
-- a GIN index instead of reading every job. PGlite loads the extension's files at start (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
