CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"wallet" text,
	"code" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "accounts_owner" CHECK (("accounts"."member_id" IS NOT NULL AND "accounts"."wallet" IN ('point1','point2','point3','point4') AND "accounts"."code" IS NULL) OR ("accounts"."member_id" IS NULL AND "accounts"."wallet" IS NULL AND "accounts"."code" IS NOT NULL)),
	CONSTRAINT "accounts_member_non_negative" CHECK ("accounts"."member_id" IS NULL OR "accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"admin_username" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"receipt_path" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_positive" CHECK ("deposits"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_subject_type_subject_id_key_pk" PRIMARY KEY("subject_type","subject_id","key")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "journal_lines_nonzero" CHECK ("journal_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"from_member_id" integer NOT NULL,
	"to_member_id" integer NOT NULL,
	"from_wallet" text NOT NULL,
	"to_wallet" text NOT NULL,
	"amount_sen" bigint NOT NULL,
	"remark" text,
	"journal_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_positive" CHECK ("transfers"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"member_code" text NOT NULL,
	"fullname" text NOT NULL,
	"ic" text,
	"contact_number" text,
	"email" text,
	"country_id" integer NOT NULL,
	"state_id" integer,
	"password_hash" text NOT NULL,
	"sec_password_hash" text,
	"sec_fail_count" smallint DEFAULT 0 NOT NULL,
	"sec_locked_until" timestamp with time zone,
	"sponsor_id" integer,
	"placement_parent_id" integer,
	"group_type" smallint,
	"placement_path" text NOT NULL,
	"sponsor_path" text NOT NULL,
	"package_id" integer DEFAULT 1 NOT NULL,
	"rank_id" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"address" text,
	"postcode" text,
	"receiver_fullname" text,
	"receiver_phone" text,
	"self_pickup" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"bank_country" text,
	"bank_name" text,
	"bank_user" text,
	"bank_number" text,
	"branch" text,
	"kyc_status" text DEFAULT 'not_started' NOT NULL,
	"invest_sen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_member_code_unique" UNIQUE("member_code"),
	CONSTRAINT "members_group_type" CHECK ("members"."group_type" IS NULL OR "members"."group_type" IN (1, 2)),
	CONSTRAINT "members_root_or_parented" CHECK (("members"."placement_parent_id" IS NULL) = ("members"."sponsor_id" IS NULL) AND ("members"."placement_parent_id" IS NULL) = ("members"."group_type" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collect_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"remark" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "collect_points_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"short_form" text NOT NULL,
	"country_code" text NOT NULL,
	"sell" text NOT NULL,
	"sort_order" smallint NOT NULL,
	"deposit_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"package_name" text NOT NULL,
	"package_name_en" text NOT NULL,
	"price_sen" bigint NOT NULL,
	"bv_sen" bigint NOT NULL,
	"pairing_cap_sen" bigint NOT NULL,
	"level_depth" smallint NOT NULL,
	"premium" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranks" (
	"id" integer PRIMARY KEY NOT NULL,
	"rank_name" text NOT NULL,
	"rank_name_en" text NOT NULL,
	"min_small_bv_sen" bigint NOT NULL,
	"min_direct_paid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "states_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_rank_id_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tokens_subject" ON "tokens" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_member_wallet" ON "accounts" USING btree ("member_id","wallet");--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_one_pending" ON "deposits" USING btree ("member_id") WHERE "deposits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deposits_status" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "journal_lines_account" ON "journal_lines" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "journal_lines_journal" ON "journal_lines" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "journals_type_created" ON "journals" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "transfers_from" ON "transfers" USING btree ("from_member_id","id");--> statement-breakpoint
CREATE INDEX "transfers_to" ON "transfers" USING btree ("to_member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_ic_upper" ON "members" USING btree (upper("ic"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_placement_slot" ON "members" USING btree ("placement_parent_id","group_type");--> statement-breakpoint
CREATE INDEX "members_sponsor" ON "members" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "members_placement_path" ON "members" USING btree ("placement_path");--> statement-breakpoint
CREATE INDEX "members_created_at" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otps_target" ON "otps" USING btree ("purpose","target","created_at");