-- The hotel booking cart (BUSINESS_RULES §14, issue 29): hotels, their pictures and room types
-- (four nightly prices like products), rooms on sale per night, members' hotel carts, bookings
-- and their status history. A night's `booked` never exceeds its `rooms`.
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text,
	"name_ms" text,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_ms" text DEFAULT '' NOT NULL,
	"free_cancel_days" smallint DEFAULT 3 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_free_cancel_days" CHECK ("free_cancel_days" BETWEEN 0 AND 60)
);
--> statement-breakpoint
CREATE INDEX "hotels_city" ON "hotels" (lower("city"));
--> statement-breakpoint
CREATE TABLE "hotel_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"large_path" text NOT NULL,
	"thumb_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hotel_images_hotel" ON "hotel_images" ("hotel_id", "sort_order");
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"name_en" text NOT NULL,
	"name_zh" text,
	"name_ms" text,
	"capacity" smallint NOT NULL,
	"normal_credit_sen" bigint NOT NULL,
	"premium_credit_sen" bigint NOT NULL,
	"normal_cash_sen" bigint NOT NULL,
	"premium_cash_sen" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_room_types_capacity" CHECK ("capacity" BETWEEN 1 AND 20),
	CONSTRAINT "hotel_room_types_prices" CHECK ("normal_credit_sen" > 0 AND "premium_credit_sen" > 0 AND "normal_cash_sen" > 0 AND "premium_cash_sen" > 0)
);
--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel" ON "hotel_room_types" ("hotel_id", "id");
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"room_type_id" integer NOT NULL REFERENCES "hotel_room_types"("id"),
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_room_nights_pk" PRIMARY KEY ("room_type_id", "night"),
	CONSTRAINT "hotel_room_nights_rooms" CHECK ("booked" >= 0 AND "booked" <= "rooms")
);
--> statement-breakpoint
CREATE TABLE "hotel_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"room_type_id" integer NOT NULL REFERENCES "hotel_room_types"("id"),
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" smallint NOT NULL,
	"guest_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_cart_items_stay" CHECK ("check_out" > "check_in" AND "check_out" - "check_in" <= 30 AND "rooms" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE INDEX "hotel_cart_items_member" ON "hotel_cart_items" ("member_id", "id");
--> statement-breakpoint
CREATE TABLE "hotel_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_no" text NOT NULL UNIQUE,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"room_type_id" integer NOT NULL REFERENCES "hotel_room_types"("id"),
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" smallint NOT NULL,
	"guest_name" text NOT NULL,
	"status" text DEFAULT 'pre_booked' NOT NULL,
	"payment_type" text NOT NULL,
	"nightly_sen" bigint NOT NULL,
	"total_sen" bigint NOT NULL,
	"paid_point1_sen" bigint DEFAULT 0 NOT NULL,
	"paid_point2_sen" bigint DEFAULT 0 NOT NULL,
	"paid_point4_sen" bigint DEFAULT 0 NOT NULL,
	"refunded_sen" bigint DEFAULT 0 NOT NULL,
	"journal_id" bigint,
	"confirmation_number" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_bookings_money" CHECK ("total_sen" > 0 AND "paid_point1_sen" + "paid_point2_sen" + "paid_point4_sen" = "total_sen" AND "refunded_sen" BETWEEN 0 AND "total_sen"),
	CONSTRAINT "hotel_bookings_stay" CHECK ("check_out" > "check_in" AND "check_out" - "check_in" <= 30 AND "rooms" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE INDEX "hotel_bookings_member" ON "hotel_bookings" ("member_id", "id");
--> statement-breakpoint
CREATE INDEX "hotel_bookings_status" ON "hotel_bookings" ("status", "id");
--> statement-breakpoint
CREATE TABLE "hotel_booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL REFERENCES "hotel_bookings"("id"),
	"status" text NOT NULL,
	"note" text,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hotel_booking_events_booking" ON "hotel_booking_events" ("booking_id", "id");
