-- refuse_change: trigger function that makes a table append-only. Ledger lines, journals and the
-- audit log are history: never updated, deleted or truncated (triggers *_append_only and
-- *_no_truncate, migrations 0001 and 0030); accounts are never deleted or truncated (their
-- balances change through post_journal only), so a journal line's references always hold.
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
