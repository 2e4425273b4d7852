-- refuse_balance_write: trigger function refusing a write of accounts.balance by anything but
-- `post_journal`/`post_journals` (triggers accounts_balance_writer and accounts_balance_insert,
-- migration 0005). `post_journal` raises the transaction-local flag `rangkai.ledger_writer` around
-- its own updates and lowers it after; the triggers' WHEN clause keeps the check off that path.
CREATE OR REPLACE FUNCTION refuse_balance_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account balances change only through post_journal'
    USING ERRCODE = 'insufficient_privilege';
END $$;
