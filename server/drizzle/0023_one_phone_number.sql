-- One phone number per seeker (docs/decisions/0091-one-phone-number.md): the profile's phone_number is the
-- number employers call and, once confirmed, the one SMS go to; phone_confirmed_at replaces sms_phone.
ALTER TABLE "job_seeker_profiles" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- A confirmed SMS number wins over the profile's number, a differing one or none: the seeker proved it is theirs.
UPDATE "job_seeker_profiles" SET "phone_number" = "sms_phone", "phone_confirmed_at" = now()
WHERE "sms_phone" IS NOT NULL;--> statement-breakpoint
-- The other numbers in E.164, as the profile now stores them (normalisePhone in contract/src/phone.ts, in SQL);
-- a number those rules refuse stays as written, and the profile asks for a valid one at its next save.
UPDATE "job_seeker_profiles" AS "p" SET "phone_number" = "n"."e164"
FROM (
  SELECT "user_id", CASE
    WHEN "intl" LIKE '231%' THEN CASE
      WHEN regexp_replace(substr("intl", 4), '^0', '') ~ '^(77|88|55)[0-9]{7}$'
      THEN '+231' || regexp_replace(substr("intl", 4), '^0', '') END
    WHEN "intl" IS NOT NULL THEN CASE WHEN "intl" ~ '^[1-9][0-9]{7,14}$' THEN '+' || "intl" END
    WHEN "digits" LIKE '0%' THEN CASE
      WHEN substr("digits", 2) ~ '^(77|88|55)[0-9]{7}$' THEN '+231' || substr("digits", 2) END
    WHEN "digits" ~ '^(77|88|55)[0-9]{7}$' THEN '+231' || "digits"
  END AS "e164"
  FROM (
    SELECT "user_id", "digits",
      CASE WHEN "written" LIKE '+%' THEN "digits" WHEN "digits" LIKE '00%' THEN substr("digits", 3) END AS "intl"
    FROM (
      SELECT "user_id", btrim("phone_number") AS "written",
        regexp_replace("phone_number", '[^0-9]', '', 'g') AS "digits"
      FROM "job_seeker_profiles"
      WHERE "phone_confirmed_at" IS NULL AND btrim("phone_number") ~ '^\+?[0-9 .()-]+$'
    ) AS "w"
  ) AS "d"
) AS "n"
WHERE "p"."user_id" = "n"."user_id" AND "n"."e164" IS NOT NULL AND "p"."phone_number" <> "n"."e164";--> statement-breakpoint
-- A code confirms the profile's number only: one waiting for another number is dropped (it lasts 10 minutes).
DELETE FROM "phone_confirmations" AS "c" WHERE NOT EXISTS (
  SELECT 1 FROM "job_seeker_profiles" AS "p" WHERE "p"."user_id" = "c"."user_id" AND "p"."phone_number" = "c"."phone"
);--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" DROP COLUMN "sms_phone";
