-- A job's county (docs/decisions/0090-counties-and-salary-currency.md): the county its location names, else the
-- county of the best-known town it names; null for "Remote" or a place not listed here. Words are
-- compared whole, lowered, on letters only ("Ganta-Nimba" and "GANTA, NIMBA" read alike). A county
-- named wins over a town; among several, the first written. The one definition: jobs.county is
-- generated from it, so every insert and every location change fills it, and adding this column fills
-- every existing job. A change of the list replaces this function and rewrites jobs.county
-- (UPDATE jobs SET location = location), in a migration of its own.
CREATE OR REPLACE FUNCTION liberian_county(location text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT places.county
  FROM (SELECT ' ' || btrim(regexp_replace(lower(location), '[^a-z]+', ' ', 'g')) || ' ' AS words) AS written,
  (VALUES
    -- The counties, and the names people shorten them to.
    ('bomi', 'Bomi', 0), ('bong', 'Bong', 0), ('gbarpolu', 'Gbarpolu', 0), ('grand bassa', 'Grand Bassa', 0),
    ('grand cape mount', 'Grand Cape Mount', 0), ('cape mount', 'Grand Cape Mount', 0),
    ('grand gedeh', 'Grand Gedeh', 0), ('grand kru', 'Grand Kru', 0), ('lofa', 'Lofa', 0),
    ('margibi', 'Margibi', 0), ('maryland', 'Maryland', 0), ('montserrado', 'Montserrado', 0),
    ('nimba', 'Nimba', 0), ('rivercess', 'Rivercess', 0), ('river cess', 'Rivercess', 0),
    ('river gee', 'River Gee', 0), ('sinoe', 'Sinoe', 0),
    -- Towns and districts, each in the county it lies in.
    ('tubmanburg', 'Bomi', 1), ('klay', 'Bomi', 1),
    ('gbarnga', 'Bong', 1), ('totota', 'Bong', 1), ('salala', 'Bong', 1), ('suakoko', 'Bong', 1),
    ('palala', 'Bong', 1), ('phebe', 'Bong', 1),
    ('bopolu', 'Gbarpolu', 1), ('gbarma', 'Gbarpolu', 1),
    ('buchanan', 'Grand Bassa', 1), ('edina', 'Grand Bassa', 1), ('owensgrove', 'Grand Bassa', 1),
    ('robertsport', 'Grand Cape Mount', 1), ('sinje', 'Grand Cape Mount', 1), ('bo waterside', 'Grand Cape Mount', 1),
    ('zwedru', 'Grand Gedeh', 1), ('tchien', 'Grand Gedeh', 1), ('toe town', 'Grand Gedeh', 1),
    ('barclayville', 'Grand Kru', 1), ('sasstown', 'Grand Kru', 1), ('grand cess', 'Grand Kru', 1),
    ('voinjama', 'Lofa', 1), ('foya', 'Lofa', 1), ('zorzor', 'Lofa', 1), ('kolahun', 'Lofa', 1),
    ('vahun', 'Lofa', 1), ('salayea', 'Lofa', 1),
    ('kakata', 'Margibi', 1), ('harbel', 'Margibi', 1), ('unification town', 'Margibi', 1),
    ('dolo town', 'Margibi', 1), ('dolos town', 'Margibi', 1), ('marshall', 'Margibi', 1),
    ('schieffelin', 'Margibi', 1), ('robertsfield', 'Margibi', 1),
    ('harper', 'Maryland', 1), ('pleebo', 'Maryland', 1), ('karloken', 'Maryland', 1),
    ('cape palmas', 'Maryland', 1),
    ('monrovia', 'Montserrado', 1), ('paynesville', 'Montserrado', 1), ('bensonville', 'Montserrado', 1),
    ('careysburg', 'Montserrado', 1), ('brewerville', 'Montserrado', 1), ('sinkor', 'Montserrado', 1),
    ('congo town', 'Montserrado', 1), ('gardnersville', 'Montserrado', 1), ('barnersville', 'Montserrado', 1),
    ('new georgia', 'Montserrado', 1), ('logan town', 'Montserrado', 1), ('clara town', 'Montserrado', 1),
    ('new kru town', 'Montserrado', 1), ('west point', 'Montserrado', 1), ('mamba point', 'Montserrado', 1),
    ('bushrod island', 'Montserrado', 1), ('red light', 'Montserrado', 1), ('elwa', 'Montserrado', 1),
    ('johnsonville', 'Montserrado', 1), ('caldwell', 'Montserrado', 1), ('todee', 'Montserrado', 1),
    ('kingsville', 'Montserrado', 1), ('fendall', 'Montserrado', 1),
    ('ganta', 'Nimba', 1), ('sanniquellie', 'Nimba', 1), ('yekepa', 'Nimba', 1), ('saclepea', 'Nimba', 1),
    ('tappita', 'Nimba', 1), ('tapeta', 'Nimba', 1), ('karnplay', 'Nimba', 1), ('bahn', 'Nimba', 1),
    ('gompa', 'Nimba', 1),
    ('cestos', 'Rivercess', 1), ('cestos city', 'Rivercess', 1),
    ('fish town', 'River Gee', 1), ('fishtown', 'River Gee', 1), ('webbo', 'River Gee', 1),
    ('greenville', 'Sinoe', 1), ('butaw', 'Sinoe', 1)
  ) AS places (name, county, kind)
  WHERE strpos(written.words, ' ' || places.name || ' ') > 0
  ORDER BY places.kind, strpos(written.words, ' ' || places.name || ' '), places.county
  LIMIT 1
$$;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "county" text GENERATED ALWAYS AS (liberian_county(location)) STORED;--> statement-breakpoint
-- The list reads whether a job is open (openJob: active, deadline not passed) and its currency and county
-- off the index, as it reads the other filters.
DROP INDEX "jobs_live_created_idx";--> statement-breakpoint
CREATE INDEX "jobs_live_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_active","deadline","job_type","experience_level","pay_period","is_remote","company_id","salary_min","salary_max","salary_currency","county","location",lower("location")) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "jobs_live_county_idx" ON "jobs" USING btree ("county","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_active","deadline") WHERE is_listed;--> statement-breakpoint
-- job_counts counts listed jobs per is_active and deadline ('infinity' for none), so the open and the not
-- open lists (status active and inactive, docs/decisions/0089-open-jobs-first.md) read their counts from
-- it too: open rows are the active ones whose open_until is today or later, a few rows a day.
ALTER TABLE "job_counts" ADD COLUMN "open_until" date DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_counts" DROP CONSTRAINT "job_counts_pkey";--> statement-breakpoint
ALTER TABLE "job_counts" ADD CONSTRAINT "job_counts_is_active_open_until_pk" PRIMARY KEY("is_active","open_until");--> statement-breakpoint
DELETE FROM job_counts;--> statement-breakpoint
INSERT INTO job_counts (is_active, open_until, jobs)
SELECT is_active, coalesce(deadline, 'infinity'), count(*)::int FROM jobs WHERE is_listed GROUP BY 1, 2;
--> statement-breakpoint
-- A statement's new jobs, once per (is_active, deadline): a row is made the first time one is counted.
CREATE OR REPLACE FUNCTION job_counts_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_counts (is_active, open_until, jobs)
  SELECT is_active, coalesce(deadline, 'infinity'), count(*)::int FROM new_jobs WHERE is_listed GROUP BY 1, 2
  ON CONFLICT (is_active, open_until) DO UPDATE SET jobs = job_counts.jobs + excluded.jobs;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_delete() RETURNS trigger AS $$
BEGIN
  UPDATE job_counts SET jobs = job_counts.jobs - removed.jobs
  FROM (
    SELECT is_active, coalesce(deadline, 'infinity') AS open_until, count(*)::int AS jobs
    FROM old_jobs WHERE is_listed GROUP BY 1, 2
  ) AS removed
  WHERE job_counts.is_active = removed.is_active AND job_counts.open_until = removed.open_until;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_update() RETURNS trigger AS $$
BEGIN
  IF OLD.is_listed THEN
    UPDATE job_counts SET jobs = jobs - 1
    WHERE is_active = OLD.is_active AND open_until = coalesce(OLD.deadline, 'infinity');
  END IF;
  IF NEW.is_listed THEN
    INSERT INTO job_counts (is_active, open_until, jobs) VALUES (NEW.is_active, coalesce(NEW.deadline, 'infinity'), 1)
    ON CONFLICT (is_active, open_until) DO UPDATE SET jobs = job_counts.jobs + 1;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A new deadline moves the job too.
CREATE OR REPLACE TRIGGER job_counts_update_trigger
  AFTER UPDATE OF is_active, is_deleted, moderation, deadline ON jobs
  FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_listed IS DISTINCT FROM NEW.is_listed
    OR OLD.deadline IS DISTINCT FROM NEW.deadline)
  EXECUTE FUNCTION job_counts_after_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM job_counts;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
