ALTER TABLE "members" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_area" CHECK ("members"."area" IS NULL OR "members"."area" IN ('West', 'East'));--> statement-breakpoint
-- Members who already have a state take its shipping area.
UPDATE "members" SET "area" = "states"."area" FROM "states" WHERE "members"."state_id" = "states"."id";
