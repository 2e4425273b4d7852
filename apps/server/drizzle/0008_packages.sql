CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bonus_type" text NOT NULL,
	"business_date" date NOT NULL,
	"amount_sen" bigint NOT NULL,
	"point1_sen" bigint NOT NULL,
	"point4_sen" bigint NOT NULL,
	"source_member_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"journal_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_split" CHECK ("bonuses"."amount_sen" > 0 AND "bonuses"."point1_sen" >= 0 AND "bonuses"."point4_sen" >= 0 AND "bonuses"."point1_sen" + "bonuses"."point4_sen" = "bonuses"."amount_sen")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_sen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_no" text NOT NULL,
	"order_type" text NOT NULL,
	"member_id" integer NOT NULL,
	"paid_by_member_id" integer NOT NULL,
	"user_package_id" integer,
	"status" text DEFAULT 'processing' NOT NULL,
	"self_pickup" smallint DEFAULT 0 NOT NULL,
	"collect_point_id" integer,
	"state_id" integer,
	"area" text,
	"receiver_fullname" text,
	"receiver_phone" text,
	"address" text,
	"postcode" text,
	"remark" text,
	"payment_type" text NOT NULL,
	"subtotal_sen" bigint NOT NULL,
	"shipping_sen" bigint NOT NULL,
	"total_sen" bigint NOT NULL,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_ref_no_unique" UNIQUE("ref_no"),
	CONSTRAINT "orders_user_package_id_unique" UNIQUE("user_package_id"),
	CONSTRAINT "orders_total" CHECK ("orders"."total_sen" = "orders"."subtotal_sen" + "orders"."shipping_sen"),
	CONSTRAINT "orders_pickup" CHECK ("orders"."self_pickup" = 0 OR "orders"."collect_point_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "user_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"paid_by_member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_package_id" integer,
	"to_package_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"bv_sen" bigint NOT NULL,
	"shipping_sen" bigint NOT NULL,
	"journal_id" bigint,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_packages_amounts" CHECK ("user_packages"."amount_sen" >= 0 AND "user_packages"."bv_sen" >= 0 AND "user_packages"."shipping_sen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_source_member_id_members_id_fk" FOREIGN KEY ("source_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_member_id_members_id_fk" FOREIGN KEY ("paid_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collect_point_id_collect_points_id_fk" FOREIGN KEY ("collect_point_id") REFERENCES "public"."collect_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_paid_by_member_id_members_id_fk" FOREIGN KEY ("paid_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_from_package_id_packages_id_fk" FOREIGN KEY ("from_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_to_package_id_packages_id_fk" FOREIGN KEY ("to_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_member_type" ON "bonuses" USING btree ("member_id","bonus_type","id");--> statement-breakpoint
CREATE INDEX "bonuses_date_type" ON "bonuses" USING btree ("business_date","bonus_type");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_member" ON "orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "user_packages_member" ON "user_packages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "user_packages_paid_by" ON "user_packages" USING btree ("paid_by_member_id","id");--> statement-breakpoint
CREATE INDEX "user_packages_business_date" ON "user_packages" USING btree ("business_date");