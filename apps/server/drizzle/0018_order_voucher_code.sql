ALTER TABLE "orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
-- Orders placed before: the code of the claim they used (a cancelled order's claim was returned).
UPDATE "orders" o SET "voucher_code" = v."code"
  FROM "member_vouchers" mv JOIN "vouchers" v ON v."id" = mv."voucher_id"
 WHERE mv."order_id" = o."id";
