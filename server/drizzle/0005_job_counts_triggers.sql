-- job_counts holds how many jobs are not deleted, per is_active, so the unfiltered job list (and the
-- open / closed one) reads its count from one row instead of counting every job (docs/performance.md).
-- Inserts and deletes are counted once per statement through transition tables (a bulk insert of
-- 10,000 jobs updates each row once, not 10,000 times); an update moves a job between the rows only when
-- is_active or is_deleted changed (a view counter update does not fire it).
INSERT INTO job_counts (is_active, jobs)
SELECT flag, (SELECT count(*) FROM jobs WHERE NOT is_deleted AND is_active = flag)
FROM (VALUES (true), (false)) AS flags (flag);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_insert() RETURNS trigger AS $$
BEGIN
  UPDATE job_counts SET jobs = job_counts.jobs + added.jobs
  FROM (SELECT is_active, count(*)::int AS jobs FROM new_jobs WHERE NOT is_deleted GROUP BY is_active) AS added
  WHERE job_counts.is_active = added.is_active;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_counts_insert_trigger
  AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_after_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_delete() RETURNS trigger AS $$
BEGIN
  UPDATE job_counts SET jobs = job_counts.jobs - removed.jobs
  FROM (SELECT is_active, count(*)::int AS jobs FROM old_jobs WHERE NOT is_deleted GROUP BY is_active) AS removed
  WHERE job_counts.is_active = removed.is_active;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_counts_delete_trigger
  AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_after_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_update() RETURNS trigger AS $$
BEGIN
  IF NOT OLD.is_deleted THEN
    UPDATE job_counts SET jobs = jobs - 1 WHERE is_active = OLD.is_active;
  END IF;
  IF NOT NEW.is_deleted THEN
    UPDATE job_counts SET jobs = jobs + 1 WHERE is_active = NEW.is_active;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_counts_update_trigger
  AFTER UPDATE OF is_active, is_deleted ON jobs
  FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION job_counts_after_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counts_after_truncate() RETURNS trigger AS $$
BEGIN
  UPDATE job_counts SET jobs = 0;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_counts_truncate_trigger
  AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_after_truncate();
