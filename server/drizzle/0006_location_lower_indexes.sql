-- The location filter compares lower(location) (jobFilters), which both indexes now hold: a walk of the
-- newest jobs reads it from jobs_live_created_idx instead of lowering each job's location as ilike does.
DROP INDEX "jobs_live_created_idx";--> statement-breakpoint
DROP INDEX "jobs_live_location_trgm_idx";--> statement-breakpoint
CREATE INDEX "jobs_live_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_active","job_type","experience_level","pay_period","is_remote","company_id","salary_min","salary_max","location",lower("location")) WHERE not is_deleted;--> statement-breakpoint
CREATE INDEX "jobs_live_location_trgm_idx" ON "jobs" USING gin (lower("location") gin_trgm_ops) WHERE not is_deleted;--> statement-breakpoint
-- The planner keeps no statistics for an expression of a partial index: without these it guesses that
-- 0.5 % of jobs match any location and reads a common one through the trigram index, then sorts.
CREATE STATISTICS "jobs_lower_location_stats" ON (lower("location")) FROM "jobs";
--> statement-breakpoint
-- Gathered now rather than at the next autovacuum, so the plans are right from the first search.
ANALYZE "jobs";
