-- A payment reference is unique per provider whatever its case (docs/decisions/0082-payment-references-and-statements.md).
-- A live database may already hold one reference twice in different cases. Which company paid is for staff
-- to find out, so no payment changes state here: the earliest confirmation keeps its reference, and each
-- later one gets " #<its id>" added (no statement row matches it then) and a note naming the one it repeats.
UPDATE "payments" SET
  "payment_reference" = "payments"."payment_reference" || ' #' || "payments"."id",
  "review_note" = trim('The same reference as ' || "first"."payment_reference" || ' of ' || "first"."company"
    || ', confirmed earlier, in another case; " #' || "payments"."id"
    || '" was added to keep references unique. Check which company paid. ' || "payments"."review_note")
FROM (
  SELECT DISTINCT ON ("payments"."provider", lower("payments"."payment_reference"))
    "payments"."provider", "payments"."payment_reference", "payments"."id", "companies"."name" AS "company"
  FROM "payments" JOIN "companies" ON "companies"."id" = "payments"."company_id"
  ORDER BY "payments"."provider", lower("payments"."payment_reference"), "payments"."created_at", "payments"."id"
) AS "first"
WHERE "payments"."provider" = "first"."provider"
  AND lower("payments"."payment_reference") = lower("first"."payment_reference")
  AND "payments"."id" <> "first"."id";--> statement-breakpoint
DROP INDEX "payments_provider_reference_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_unique" ON "payments" USING btree ("provider",lower("payment_reference"));
