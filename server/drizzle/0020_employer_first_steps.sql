-- Employers' first steps (docs/decisions/0086-employer-first-steps.md): jobs paid by the day, and the industries
-- employers look for. A database that has industries (the demo seed's or an operator's) gets the missing ones;
-- an empty one is left to the seed or the operator. 'NGO' becomes 'NGO and development', keeping its companies.
ALTER TYPE "public"."pay_period" ADD VALUE 'daily' BEFORE 'weekly';--> statement-breakpoint
UPDATE "industries" SET "name" = 'NGO and development'
WHERE lower("name") = 'ngo' AND NOT EXISTS (SELECT 1 FROM "industries" WHERE lower("name") = 'ngo and development');--> statement-breakpoint
INSERT INTO "industries" ("name", "icon")
SELECT "wanted"."name", "wanted"."icon"
FROM (VALUES
  ('Security', 'shield-check'),
  ('Retail and trade', 'shop'),
  ('Hospitality', 'cup-hot'),
  ('Agriculture', 'tree'),
  ('NGO and development', 'people'),
  ('Other', 'three-dots')
) AS "wanted" ("name", "icon")
WHERE EXISTS (SELECT 1 FROM "industries")
ON CONFLICT ((lower("name"))) DO NOTHING;
