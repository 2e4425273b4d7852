-- post_journals: the bulk writer of balances (bonuses, the daily close).
--
-- Posts many journals of one type in a few set-based statements: journal k has reference, memo
-- and note `p_references[k]`, `p_memos[k]`, `p_notes[k]`; line i belongs to journal
-- `p_line_journals[i]` and moves `p_amounts[i]` on `p_accounts[i]` (an account may repeat, within
-- a journal or across them). Every journal must balance with two or more lines (checked with one
-- aggregate plus a count: a join per journal was quadratic). Member accounts are locked in
-- ascending id order and moved once each by their net amount, never below zero; system accounts
-- are neither locked nor updated. Each line records its account's running balance. A reference
-- already used by a journal of the same type is refused by the unique index
-- `journals_type_reference`. Returns each journal's ordinal and id. Planned for each call's
-- arrays (force_custom_plan): the generic plan a session settles on after five calls hashes every
-- account, so a one-journal call (a sponsor bonus at each paid registration) cost time growing
-- with the number of members.
CREATE OR REPLACE FUNCTION post_journals(
  p_type text,
  p_actor_type text,
  p_actor_id integer,
  p_references text[],
  p_memos text[],
  p_notes text[],
  p_line_journals integer[],
  p_accounts bigint[],
  p_amounts bigint[]
) RETURNS TABLE (journal_ordinal integer, journal_id bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
#variable_conflict use_column
DECLARE
  n_journals integer := coalesce(cardinality(p_references), 0);
  n_lines integer := coalesce(cardinality(p_accounts), 0);
  jids bigint[];
  bad record;
BEGIN
  IF n_journals = 0 OR coalesce(cardinality(p_memos), 0) <> n_journals
     OR coalesce(cardinality(p_notes), 0) <> n_journals
     OR coalesce(cardinality(p_line_journals), 0) <> n_lines
     OR coalesce(cardinality(p_amounts), 0) <> n_lines THEN
    RAISE EXCEPTION 'post_journals: % journals, % lines: array lengths differ', n_journals, n_lines
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT x.j, x.account, x.amount INTO bad
    FROM unnest(p_line_journals, p_accounts, p_amounts) AS x(j, account, amount)
    WHERE x.j IS NULL OR x.j < 1 OR x.j > n_journals OR x.account IS NULL
       OR x.amount IS NULL OR x.amount = 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal % has a zero, empty or stray line', p_type USING ERRCODE = 'check_violation';
  END IF;
  SELECT x.j, sum(x.amount) AS total, count(*) AS lines INTO bad
    FROM unnest(p_line_journals, p_amounts) AS x(j, amount)
    GROUP BY x.j HAVING sum(x.amount) <> 0 OR count(*) < 2
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal % (% of the batch) does not balance (% lines summing to %)',
      p_type, bad.j, bad.lines, bad.total USING ERRCODE = 'check_violation';
  END IF;
  -- Every line names a journal 1..n (checked above); every journal must have lines.
  IF (SELECT count(DISTINCT x.j) FROM unnest(p_line_journals) AS x(j)) <> n_journals THEN
    RAISE EXCEPTION 'journal % of the batch has no lines', p_type USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT x.account FROM unnest(p_accounts) AS x(account)) u
               LEFT JOIN accounts a ON a.id = u.account WHERE a.id IS NULL) THEN
    RAISE EXCEPTION 'journal % names an unknown account', p_type USING ERRCODE = 'foreign_key_violation';
  END IF;
  -- Lock the member accounts in ascending id order, then refuse any that would go below zero.
  PERFORM 1 FROM accounts a
    WHERE a.id IN (SELECT DISTINCT x.account FROM unnest(p_accounts) AS x(account))
      AND a.member_id IS NOT NULL
    ORDER BY a.id FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM (SELECT x.account, sum(x.amount) AS amount
                     FROM unnest(p_accounts, p_amounts) AS x(account, amount) GROUP BY x.account) net
      JOIN accounts a ON a.id = net.account
      WHERE a.member_id IS NOT NULL
        AND CASE WHEN a.wallet = 'debt' THEN a.balance + net.amount > 0 ELSE a.balance + net.amount < 0 END) THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'INSUFFICIAN_BALANCE', DETAIL = 'amount';
  END IF;
  PERFORM set_config('rangkai.ledger_writer', 'post_journal', true);
  UPDATE accounts a SET balance = a.balance + net.amount
    FROM (SELECT x.account, sum(x.amount) AS amount
            FROM unnest(p_accounts, p_amounts) AS x(account, amount) GROUP BY x.account) net
    WHERE a.id = net.account AND a.member_id IS NOT NULL AND net.amount <> 0;
  PERFORM set_config('rangkai.ledger_writer', '', true);
  SELECT array_agg(nextval(pg_get_serial_sequence('journals', 'id')) ORDER BY g.j) INTO jids
    FROM generate_series(1, n_journals) AS g(j);
  INSERT INTO journals (id, type, reference, memo, note, actor_type, actor_id)
    SELECT x.id, p_type, x.reference, x.memo, x.note, p_actor_type, p_actor_id
      FROM unnest(jids, p_references, p_memos, p_notes) AS x(id, reference, memo, note);
  -- Running balance of a member account after each line: its balance now, less the lines after it.
  INSERT INTO journal_lines (journal_id, account_id, amount, balance_after)
    SELECT jids[x.j], x.account, x.amount,
           CASE WHEN a.member_id IS NOT NULL THEN
             a.balance - coalesce(sum(x.amount) OVER (PARTITION BY x.account ORDER BY x.i
                                   ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0)
           END
      FROM unnest(p_line_journals, p_accounts, p_amounts) WITH ORDINALITY AS x(j, account, amount, i)
      JOIN accounts a ON a.id = x.account
      ORDER BY x.i;
  RETURN QUERY SELECT g.j::integer, jids[g.j] FROM generate_series(1, n_journals) AS g(j);
END $$;
