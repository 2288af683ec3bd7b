-- One skills list per seeker, kept on the profile (docs/decisions/0088-one-skills-list.md): the CV's
-- skills join the profile's, the profile's first, each once whatever its case; then the CV's column goes.
INSERT INTO "job_seeker_profiles" ("user_id")
SELECT "user_id" FROM "structured_cvs" WHERE cardinality("skills") > 0
ON CONFLICT ("user_id") DO NOTHING;--> statement-breakpoint
UPDATE "job_seeker_profiles" AS "p" SET "skills" = "merged"."skills"
FROM (
  SELECT "c"."user_id", array_agg("s"."skill" ORDER BY "s"."at") AS "skills"
  FROM "structured_cvs" AS "c"
  JOIN "job_seeker_profiles" AS "pp" ON "pp"."user_id" = "c"."user_id"
  CROSS JOIN LATERAL (
    SELECT DISTINCT ON (lower("both"."skill")) "both"."skill", "both"."at"
    FROM (
      SELECT "a"."skill", "a"."n" AS "at" FROM unnest("pp"."skills") WITH ORDINALITY AS "a"("skill", "n")
      UNION ALL
      SELECT "b"."skill", 1000000 + "b"."n" FROM unnest("c"."skills") WITH ORDINALITY AS "b"("skill", "n")
    ) AS "both"
    ORDER BY lower("both"."skill"), "both"."at"
  ) AS "s"
  WHERE cardinality("c"."skills") > 0
  GROUP BY "c"."user_id"
) AS "merged"
WHERE "p"."user_id" = "merged"."user_id";--> statement-breakpoint
ALTER TABLE "structured_cvs" DROP COLUMN "skills";
