DROP INDEX "mall_products_active";--> statement-breakpoint
CREATE INDEX "mall_products_shop" ON "mall_products" USING btree ("category_id","id") WHERE "mall_products"."active";