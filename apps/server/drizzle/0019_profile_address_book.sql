-- Members who registered before: the address they gave (profile shipping details) becomes their
-- default address-book entry when they have none and it is complete enough to deliver to
-- (receiver, phone, address, postcode and, in Malaysia, the state) — the rule of
-- `addressBookFromProfile` for new registrations.
INSERT INTO "member_addresses" ("member_id", "receiver_name", "receiver_phone", "address", "postcode", "state_id", "country_id", "is_default")
SELECT m."id",
       btrim(coalesce(nullif(btrim(m."receiver_fullname"), ''), m."fullname")),
       btrim(coalesce(nullif(btrim(m."receiver_phone"), ''), m."contact_number")),
       btrim(m."address"),
       btrim(m."postcode"),
       CASE WHEN m."country_id" = 2 THEN m."state_id" END,
       m."country_id",
       true
  FROM "members" m
 WHERE NOT EXISTS (SELECT 1 FROM "member_addresses" a WHERE a."member_id" = m."id")
   AND length(btrim(coalesce(nullif(btrim(m."receiver_fullname"), ''), m."fullname"))) BETWEEN 1 AND 100
   AND btrim(coalesce(nullif(btrim(m."receiver_phone"), ''), m."contact_number")) ~ '^\+?[0-9][0-9 -]{5,18}[0-9]$'
   AND length(btrim(coalesce(m."address", ''))) BETWEEN 1 AND 300
   AND btrim(coalesce(m."postcode", '')) ~ '^[A-Za-z0-9 -]{3,10}$'
   AND (m."country_id" <> 2 OR m."state_id" IS NOT NULL);
