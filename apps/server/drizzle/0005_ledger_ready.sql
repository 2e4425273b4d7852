CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_lines" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "sec_checked_tag" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "sec_checked_hash" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "sec_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_type" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "rate_limits_reset" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journals_type_reference" ON "journals" USING btree ("type","reference") WHERE "journals"."reference" IS NOT NULL;--> statement-breakpoint
-- Hand-written: a ledger ready for purchases, bulk bonuses and payouts.
--
-- 1. System accounts (company revenue, bonus expense, payables…) are no longer a hot row that
--    every journal locks and updates: their balance is the sum of their lines (a close crediting
--    hundreds of thousands of bonuses in one transaction then never blocks members' purchases).
--    Their `balance` column stays 0 and their lines carry no running balance.
-- 2. `post_journal` (and its bulk sibling `post_journals`) are the only writers of balances: a
--    trigger refuses any other UPDATE of `accounts.balance`.
-- 3. `post_journals` posts many journals with thousands of lines (an account may repeat, to keep
--    attribution) in a few set-based statements.
-- 4. `move_points` checks the session's remembered security-password check on the token row
--    (shared by every server process) instead of a hash remembered in one process's memory.
-- 5. Adjustment reasons move from the member-visible memo to the internal note.
--
-- The functions (post_journal, post_journals, move_points, refuse_balance_write) are in
-- sql/functions, in their current form.
UPDATE "accounts" SET "balance" = 0 WHERE "member_id" IS NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_system_no_balance" CHECK ("accounts"."member_id" IS NOT NULL OR "accounts"."balance" = 0);--> statement-breakpoint
ALTER TABLE "journals" DISABLE TRIGGER "journals_append_only";--> statement-breakpoint
UPDATE "journals" SET "note" = "memo", "memo" = NULL WHERE "type" = 'adjustment';--> statement-breakpoint
ALTER TABLE "journals" ENABLE TRIGGER "journals_append_only";--> statement-breakpoint
ALTER TABLE "journal_lines" DISABLE TRIGGER "journal_lines_append_only";--> statement-breakpoint
UPDATE "journal_lines" l SET "balance_after" = NULL FROM "accounts" a
  WHERE a."id" = l."account_id" AND a."member_id" IS NULL;--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE TRIGGER "journal_lines_append_only";--> statement-breakpoint
-- `post_journal` raises the transaction-local flag around its own updates and lowers it after; a
-- plain UPDATE (or an INSERT with a balance) anywhere else is refused. The WHEN clause keeps the
-- check off the function-call path.
CREATE TRIGGER accounts_balance_writer BEFORE UPDATE OF balance ON accounts FOR EACH ROW
  WHEN (NEW.balance IS DISTINCT FROM OLD.balance
        AND current_setting('rangkai.ledger_writer', true) IS DISTINCT FROM 'post_journal')
  EXECUTE FUNCTION refuse_balance_write();
--> statement-breakpoint
CREATE TRIGGER accounts_balance_insert BEFORE INSERT ON accounts FOR EACH ROW
  WHEN (NEW.balance <> 0)
  EXECUTE FUNCTION refuse_balance_write();
