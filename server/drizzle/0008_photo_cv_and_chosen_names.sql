-- Issue 22: a company is public, and may post, only once it chose its name; a CV may be photos of paper pages.
ALTER TABLE "companies" ADD COLUMN "name_chosen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "resume_pages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Existing companies (docs/decisions/0034-chosen-company-name.md): one that never posted a job and whose name is still empty or the one
-- registration made from its e-mail (modules/accounts/company-name.ts: the domain's first label, or the
-- part before the @ for a personal mailbox; compared on letters and digits, ignoring case) has not chosen it.
-- A company with jobs keeps its name public: its jobs already show it.
UPDATE "companies" AS c SET "name_chosen" = false
FROM (
  SELECT u."id",
    regexp_replace(
      CASE WHEN split_part(split_part(u."email", '@', 2), '.', 1) IN ('', 'gmail', 'googlemail', 'yahoo', 'ymail',
          'hotmail', 'outlook', 'live', 'msn', 'icloud', 'me', 'aol', 'proton', 'protonmail', 'gmx', 'mail', 'example')
        THEN split_part(u."email", '@', 1)
        ELSE split_part(split_part(u."email", '@', 2), '.', 1)
      END, '[^a-z0-9]', '', 'g') AS "source"
  FROM "users" AS u
) AS made
WHERE made."id" = c."user_id"
  AND NOT EXISTS (SELECT 1 FROM "jobs" AS j WHERE j."company_id" = c."id")
  AND (
    regexp_replace(lower(c."name"), '[^a-z0-9]', '', 'g') IN ('', made."source")
    OR (made."source" = '' AND lower(c."name") = 'my company')
  );
