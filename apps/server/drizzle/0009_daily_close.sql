CREATE TABLE "bonus_closes" (
	"business_date" date PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"triggered_by" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"purchases" integer NOT NULL,
	"sales_bv_sen" bigint NOT NULL,
	"sponsor_sen" bigint NOT NULL,
	"pairing_sen" bigint NOT NULL,
	"level_sen" bigint NOT NULL,
	"leadership_sen" bigint NOT NULL,
	"bonus_count" integer NOT NULL,
	"members_paid" integer NOT NULL,
	"matched_bv_sen" bigint NOT NULL,
	"flushed_bv_sen" bigint NOT NULL,
	"carry_left_sen" bigint NOT NULL,
	"carry_right_sen" bigint NOT NULL,
	"rank_changes" integer NOT NULL,
	"members_touched" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_volumes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"total_left_sen" bigint NOT NULL,
	"total_right_sen" bigint NOT NULL,
	"carry_left_sen" bigint NOT NULL,
	"carry_right_sen" bigint NOT NULL,
	"business_date" date NOT NULL,
	CONSTRAINT "member_volumes_non_negative" CHECK ("member_volumes"."total_left_sen" >= 0 AND "member_volumes"."total_right_sen" >= 0 AND "member_volumes"."carry_left_sen" >= 0 AND "member_volumes"."carry_right_sen" >= 0 AND "member_volumes"."carry_left_sen" <= "member_volumes"."total_left_sen" AND "member_volumes"."carry_right_sen" <= "member_volumes"."total_right_sen")
);
--> statement-breakpoint
CREATE TABLE "rank_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"from_rank" smallint NOT NULL,
	"to_rank" smallint NOT NULL,
	"small_bv_sen" bigint NOT NULL,
	"direct_paid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_history_up" CHECK ("rank_history"."to_rank" > "rank_history"."from_rank")
);
--> statement-breakpoint
ALTER TABLE "member_volumes" ADD CONSTRAINT "member_volumes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_history" ADD CONSTRAINT "rank_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rank_history_member" ON "rank_history" USING btree ("member_id","id");