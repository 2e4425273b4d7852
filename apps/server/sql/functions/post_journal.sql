-- post_journal: the writer of balances for one journal of a few accounts (the TypeScript
-- `postJournal` calls it). Money moves in the database, in one call.
--
-- Posts one journal of a few distinct accounts (signed sen, summing to zero). Member accounts are
-- locked and moved by one primary-key UPDATE each, in ascending id order, and never below zero
-- (a member's 'debt' account, what they owe, never above zero);
-- system accounts are not locked or updated. Returns the journal id and each account's balance
-- afterwards (null for a system account), in the order given. `p_note` is internal.
--
-- Refusals a member should see are raised with SQLSTATE 'RK000': the message is the API error
-- code and the detail, when set, the request field at fault. Checks and ordering are plain
-- PL/pgSQL (insertion sort: a journal has a handful of lines), since each statement in PL/pgSQL
-- pays for its own executor set-up; a generic plan, so no plan depends on table statistics.
CREATE OR REPLACE FUNCTION post_journal(
  p_type text,
  p_reference text,
  p_memo text,
  p_note text,
  p_actor_type text,
  p_actor_id integer,
  p_accounts bigint[],
  p_amounts bigint[],
  OUT journal_id bigint,
  OUT balances bigint[]
)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  n integer := coalesce(cardinality(p_accounts), 0);
  ordered integer[] := '{}';
  total bigint := 0;
  previous bigint;
  account bigint;
  balance_after bigint;
  is_system boolean;
  i integer;
  j integer;
BEGIN
  IF n < 2 OR n <> coalesce(cardinality(p_amounts), 0) THEN
    RAISE EXCEPTION 'journal % needs two or more lines, one amount per account', p_type
      USING ERRCODE = 'check_violation';
  END IF;
  IF n > 16 THEN
    RAISE EXCEPTION 'journal % has % lines: post it with post_journals', p_type, n
      USING ERRCODE = 'program_limit_exceeded';
  END IF;
  FOR i IN 1..n LOOP
    IF p_accounts[i] IS NULL THEN
      RAISE EXCEPTION 'journal % names an unknown or repeated account', p_type
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF p_amounts[i] IS NULL OR p_amounts[i] = 0 THEN
      RAISE EXCEPTION 'journal % has a zero line', p_type USING ERRCODE = 'check_violation';
    END IF;
    total := total + p_amounts[i];
    j := i - 1;
    WHILE j >= 1 AND p_accounts[ordered[j]] > p_accounts[i] LOOP
      ordered[j + 1] := ordered[j];
      j := j - 1;
    END LOOP;
    ordered[j + 1] := i;
  END LOOP;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal % does not balance (sum %)', p_type, total USING ERRCODE = 'check_violation';
  END IF;
  balances := array_fill(NULL::bigint, ARRAY[n]);
  PERFORM set_config('rangkai.ledger_writer', 'post_journal', true);
  FOREACH i IN ARRAY ordered LOOP
    account := p_accounts[i];
    IF account = previous THEN
      RAISE EXCEPTION 'journal % names an unknown or repeated account', p_type
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    UPDATE accounts a SET balance = a.balance + p_amounts[i]
      WHERE a.id = account AND a.member_id IS NOT NULL
        AND CASE WHEN a.wallet = 'debt' THEN a.balance + p_amounts[i] <= 0 ELSE a.balance + p_amounts[i] >= 0 END
      RETURNING a.balance INTO balance_after;
    IF NOT FOUND THEN
      SELECT a.member_id IS NULL INTO is_system FROM accounts a WHERE a.id = account;
      IF is_system IS NULL THEN
        RAISE EXCEPTION 'journal % names an unknown or repeated account', p_type
          USING ERRCODE = 'foreign_key_violation';
      ELSIF NOT is_system THEN
        RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'INSUFFICIAN_BALANCE', DETAIL = 'amount';
      END IF;
      balance_after := NULL;
    END IF;
    balances[i] := balance_after;
    previous := account;
  END LOOP;
  PERFORM set_config('rangkai.ledger_writer', '', true);
  INSERT INTO journals (type, reference, memo, note, actor_type, actor_id)
    VALUES (p_type, p_reference, p_memo, p_note, p_actor_type, p_actor_id) RETURNING id INTO journal_id;
  INSERT INTO journal_lines (journal_id, account_id, amount, balance_after)
    SELECT post_journal.journal_id, x.id, x.amount, x.balance
      FROM unnest(p_accounts, p_amounts, balances) AS x(id, amount, balance);
END $$;
