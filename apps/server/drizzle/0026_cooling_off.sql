-- Act 500 cooling-off and clawback (BUSINESS_RULES §13, issue 28).
--
-- Public holidays: the dates that are not working days (with weekends) when the ten working days
-- of a cooling-off period are counted. Administrators keep the list; it is seeded with Malaysia's
-- national holidays of the current and next year.
CREATE TABLE "public_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A package purchase cancelled within its period is undone by a row of kind 'cancel': dated the
-- day of the cancellation, it names the purchase it undoes (`cancels_id`, once), moves the member
-- from the purchase's package back to the one held before, carries the purchase's BV as negative
-- volume of that day and the sen refunded (amount and shipping, positive).
ALTER TABLE "user_packages" ADD COLUMN "cancels_id" integer REFERENCES "user_packages"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "user_packages_cancels" ON "user_packages" ("cancels_id");
--> statement-breakpoint
ALTER TABLE "user_packages" DROP CONSTRAINT "user_packages_amounts";
--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_amounts" CHECK ("amount_sen" >= 0 AND "shipping_sen" >= 0 AND CASE WHEN "kind" = 'cancel' THEN "bv_sen" <= 0 AND "cancels_id" IS NOT NULL ELSE "bv_sen" >= 0 AND "cancels_id" IS NULL END);
--> statement-breakpoint
-- Clawback debt (§13): each member may hold a fifth account, wallet 'debt', whose balance is what
-- the member owes (negative, never above zero) — a clawback their wallets could not cover. Bonus
-- credits repay it first. Being an account, the ledger's sums and the self-audit stay exact.
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner";
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner" CHECK (("member_id" IS NOT NULL AND "wallet" IN ('point1','point2','point3','point4','debt') AND "code" IS NULL) OR ("member_id" IS NULL AND "wallet" IS NULL AND "code" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_member_non_negative";
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_non_negative" CHECK ("member_id" IS NULL OR ("wallet" = 'debt' AND "balance" <= 0) OR ("wallet" <> 'debt' AND "balance" >= 0));
--> statement-breakpoint
-- The debt accounts (few: members whose clawback their wallets could not cover). The predicate must
-- not name `balance`: a column in an index's predicate turns every balance update of every account
-- into a non-HOT update (new entries in all of the table's indexes), which halved the transfer rate.
CREATE INDEX "accounts_debtors" ON "accounts" ("member_id") WHERE "wallet" = 'debt';
