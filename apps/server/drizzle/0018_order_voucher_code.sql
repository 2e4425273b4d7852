ALTER TABLE "orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
-- Orders placed before: the code of the claim they used (a cancelled order's claim was returned).
UPDATE "orders" o SET "voucher_code" = v."code"
  FROM "member_vouchers" mv JOIN "vouchers" v ON v."id" = mv."voucher_id"
 WHERE mv."order_id" = o."id";
--> statement-breakpoint
-- Shipping notices written before name the order by its reference too.
UPDATE "notifications" n SET "params" = n."params" || jsonb_build_object('ref_no', o."ref_no")
  FROM "orders" o
 WHERE n."type" = 'order_shipped' AND n."params"->>'order_id' = o."id"::text
   AND NOT n."params" ? 'ref_no';
