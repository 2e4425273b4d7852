CREATE TABLE "kyc_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"id_number" text NOT NULL,
	"fullname" text NOT NULL,
	"birth_date" text,
	"front_key" text NOT NULL,
	"back_key" text NOT NULL,
	"selfie_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"fee_sen" bigint NOT NULL,
	"phase" text NOT NULL,
	"bank_country" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_user" text NOT NULL,
	"bank_number" text NOT NULL,
	"branch" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"bank_reference" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"journal_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount_sen" > 0 AND "withdrawals"."fee_sen" >= 0 AND "withdrawals"."fee_sen" <= "withdrawals"."amount_sen")
);
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_paid_by_admins_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_one_pending" ON "kyc_submissions" USING btree ("member_id") WHERE "kyc_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "kyc_member" ON "kyc_submissions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_status" ON "kyc_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending" ON "withdrawals" USING btree ("member_id") WHERE "withdrawals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_per_phase" ON "withdrawals" USING btree ("member_id","phase") WHERE "withdrawals"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_status" CHECK ("status" IN ('pending', 'approved', 'failed'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_check" CHECK ("status" IN ('pending', 'approved', 'completed', 'rejected'));--> statement-breakpoint
-- Money paid out to members' banks (the counterpart of withdrawals payable when a withdrawal is paid).
INSERT INTO "accounts" ("code") VALUES ('bank_payouts') ON CONFLICT DO NOTHING;
