-- An order line keeps the product's Malay name beside its Chinese and English ones (issue 24:
-- a Malay reader's order showed "Herbal Shampoo" for a product the mall calls "Syampu Herba").
-- Lines of orders placed before keep their product's current Malay name, where it has one.
ALTER TABLE "order_items" ADD COLUMN "name_ms" text;
--> statement-breakpoint
UPDATE "order_items" AS i SET "name_ms" = p."name_ms"
  FROM "mall_products" AS p
 WHERE p."id" = i."product_id" AND i."package_id" IS NULL AND p."name_ms" IS NOT NULL;
