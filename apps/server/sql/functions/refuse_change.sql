-- refuse_change: trigger function that makes a table append-only. Ledger lines, journals and the
-- audit log are history: never updated, deleted or truncated (triggers *_append_only and
-- *_no_truncate, migration 0001).
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
