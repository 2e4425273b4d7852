CREATE TABLE "cart_items" (
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_member_id_product_id_pk" PRIMARY KEY("member_id","product_id"),
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" BETWEEN 1 AND 999)
);
--> statement-breakpoint
CREATE TABLE "mall_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text,
	"name_ms" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"large_path" text NOT NULL,
	"thumb_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text,
	"name_ms" text,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_ms" text DEFAULT '' NOT NULL,
	"normal_credit_sen" bigint NOT NULL,
	"premium_credit_sen" bigint NOT NULL,
	"normal_cash_sen" bigint NOT NULL,
	"premium_cash_sen" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_products_stock" CHECK ("mall_products"."stock" >= 0 AND "mall_products"."sold" >= 0),
	CONSTRAINT "mall_products_prices" CHECK ("mall_products"."normal_credit_sen" > 0 AND "mall_products"."premium_credit_sen" > 0 AND "mall_products"."normal_cash_sen" > 0 AND "mall_products"."premium_cash_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"state_id" integer,
	"country_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"amount_sen" bigint,
	"percent" smallint,
	"max_discount_sen" bigint,
	"min_spend_sen" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_quantity" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_claimed" CHECK ("vouchers"."claimed" BETWEEN 0 AND "vouchers"."total_quantity"),
	CONSTRAINT "vouchers_discount" CHECK (("vouchers"."discount_type" = 'fixed' AND "vouchers"."amount_sen" > 0) OR ("vouchers"."discount_type" = 'percent' AND "vouchers"."percent" BETWEEN 1 AND 100)),
	CONSTRAINT "vouchers_window" CHECK ("vouchers"."ends_at" > "vouchers"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_point1_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_point2_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_point4_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_product_images" ADD CONSTRAINT "mall_product_images_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_products" ADD CONSTRAINT "mall_products_category_id_mall_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mall_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_product_images_product" ON "mall_product_images" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE INDEX "mall_products_category" ON "mall_products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "mall_products_active" ON "mall_products" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "member_addresses_member" ON "member_addresses" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_default" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "member_vouchers_member" ON "member_vouchers" USING btree ("member_id","voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_vouchers_order" ON "member_vouchers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total" CHECK ("orders"."total_sen" = "orders"."subtotal_sen" - "orders"."discount_sen" + "orders"."shipping_sen" AND "orders"."discount_sen" BETWEEN 0 AND "orders"."subtotal_sen");--> statement-breakpoint
-- Keyword search: any part of any name (folded to lower case without accents by the server), by
-- trigrams. pg_trgm is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "mall_products_search" ON "mall_products" USING gin ("search_text" gin_trgm_ops);
