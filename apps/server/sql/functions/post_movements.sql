-- post_movements: a batch of members' movements (transfers, wallet changes) in one statement, as
-- the money batcher (`MoneyBatcher`) posts the movements of one moment: for movement k, one
-- journal of `p_kinds[k]` moving `p_amounts[k]` sen from member `p_senders[k]`'s `p_from[k]`
-- wallet to member `p_receivers[k]`'s `p_to[k]` wallet (the receiver still active), memo
-- `p_remarks[k]`; a transfer's receiver told (`transfer_received`, once per journal); the audit
-- row `p_audits->k` (its target the journal) and, when `p_keys->k` is an object, the first reply
-- stored under the client's key, its data completed with the journal id, the sender's balance and
-- the time.
--
-- The member accounts are locked in ascending id order first (as `post_journal` locks), then
-- every line is checked in movement order against its account's running balance (never below
-- zero); each account moves once by its net amount and each line records its running balance.
-- All or nothing: a movement that cannot be posted alone (an unknown or inactive receiver, a
-- balance too low) refuses the whole batch with SQLSTATE 'RK000', and the batcher posts the
-- movements again one by one, so each gets its own answer. Returns each movement's ordinal,
-- journal id, the sender's balance afterwards and the time as the API shows it.
--
-- A batch holds at most a few dozen movements, so every account and member is looked up by its
-- key, whatever the table's statistics say: with a small, hot accounts table (few members moving
-- often, full of dead row versions) the planner otherwise chose hash joins over whole-table scans,
-- four per batch, which cost more than all the writes (measured: 0.58 → 0.91 thousand batches of
-- seven per second on the same database). Hence one generic plan per statement and no scans or
-- hash/merge joins; the receiver's account is found from the movement itself (member and wallet),
-- not through the member row, so its look-up stays on the key.
CREATE OR REPLACE FUNCTION post_movements(
  p_kinds text[],
  p_senders integer[],
  p_from text[],
  p_receivers integer[],
  p_to text[],
  p_amounts bigint[],
  p_remarks text[],
  p_audits jsonb,
  p_keys jsonb
) RETURNS TABLE (ordinal integer, journal_id bigint, balance bigint, created_at text)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off SET enable_hashjoin = off
SET enable_mergejoin = off AS $$
#variable_conflict use_column
DECLARE
  n integer := coalesce(cardinality(p_kinds), 0);
  f_ids bigint[];
  t_ids bigint[];
  l_accounts bigint[];
  l_amounts bigint[];
  l_after bigint[];
  l_bad boolean;
  jids bigint[];
  at text := iso_time(now());
BEGIN
  IF n = 0 OR coalesce(cardinality(p_senders), 0) <> n OR coalesce(cardinality(p_from), 0) <> n
     OR coalesce(cardinality(p_receivers), 0) <> n OR coalesce(cardinality(p_to), 0) <> n
     OR coalesce(cardinality(p_amounts), 0) <> n OR coalesce(cardinality(p_remarks), 0) <> n
     OR jsonb_array_length(p_audits) <> n OR jsonb_array_length(p_keys) <> n THEN
    RAISE EXCEPTION 'post_movements: array lengths differ' USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(p_amounts) AS x(amount) WHERE x.amount IS NULL OR x.amount <= 0) THEN
    RAISE EXCEPTION 'post_movements: an amount is not positive' USING ERRCODE = 'check_violation';
  END IF;
  SELECT array_agg(f.id ORDER BY m.i), array_agg(t.id ORDER BY m.i) INTO f_ids, t_ids
    FROM unnest(p_senders, p_from, p_receivers, p_to) WITH ORDINALITY AS m(sender, from_w, receiver, to_w, i)
    LEFT JOIN accounts f ON f.member_id = m.sender AND f.wallet = m.from_w
    LEFT JOIN members r ON r.id = m.receiver AND r.status = 'active'
    LEFT JOIN accounts t ON t.member_id = m.receiver AND t.wallet = m.to_w AND r.id IS NOT NULL;
  IF array_position(f_ids, NULL) IS NOT NULL OR array_position(t_ids, NULL) IS NOT NULL
     OR EXISTS (SELECT 1 FROM unnest(f_ids, t_ids) AS x(f, t) WHERE x.f = x.t) THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'INCORRECT_USERNAME', DETAIL = 'username';
  END IF;
  PERFORM 1 FROM accounts a
    WHERE a.id IN (SELECT DISTINCT x.id FROM unnest(f_ids || t_ids) AS x(id))
    ORDER BY a.id FOR NO KEY UPDATE;
  -- Lines in movement order (sender's first); running balance of each account after each line.
  SELECT array_agg(r.account ORDER BY r.k), array_agg(r.amount ORDER BY r.k),
         array_agg(r.after ORDER BY r.k),
         bool_or(CASE WHEN r.wallet = 'debt' THEN r.after > 0 ELSE r.after < 0 END)
    INTO l_accounts, l_amounts, l_after, l_bad
    FROM (SELECT l.k, l.account, l.amount, a.wallet,
                 a.balance + sum(l.amount) OVER (PARTITION BY l.account ORDER BY l.k) AS after
            FROM (SELECT 2 * x.i - 1 AS k, x.f AS account, -x.amount AS amount
                    FROM unnest(f_ids, p_amounts) WITH ORDINALITY AS x(f, amount, i)
                  UNION ALL
                  SELECT 2 * x.i, x.t, x.amount
                    FROM unnest(t_ids, p_amounts) WITH ORDINALITY AS x(t, amount, i)) l
            JOIN accounts a ON a.id = l.account) r;
  IF l_bad THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'INSUFFICIAN_BALANCE', DETAIL = 'amount';
  END IF;
  PERFORM set_config('rangkai.ledger_writer', 'post_journal', true);
  UPDATE accounts a SET balance = a.balance + net.amount
    FROM (SELECT x.account, sum(x.amount) AS amount
            FROM unnest(l_accounts, l_amounts) AS x(account, amount) GROUP BY x.account) net
    WHERE a.id = net.account AND net.amount <> 0;
  PERFORM set_config('rangkai.ledger_writer', '', true);
  SELECT array_agg(nextval(pg_get_serial_sequence('journals', 'id')) ORDER BY g.i) INTO jids
    FROM generate_series(1, n) AS g(i);
  INSERT INTO journals (id, type, memo, actor_type, actor_id)
    SELECT x.id, x.kind, x.remark, 'member', x.sender
      FROM unnest(jids, p_kinds, p_remarks, p_senders) AS x(id, kind, remark, sender);
  INSERT INTO journal_lines (journal_id, account_id, amount, balance_after)
    SELECT jids[(x.k + 1) / 2], x.account, x.amount, x.after
      FROM unnest(l_accounts, l_amounts, l_after) WITH ORDINALITY AS x(account, amount, after, k)
      ORDER BY x.k;
  INSERT INTO notifications (member_id, type, params, dedupe_key)
    SELECT x.receiver, 'transfer_received',
           jsonb_build_object('amount', format_sen(x.amount), 'wallet', x.to_w, 'from', s.username),
           'transfer:' || jids[x.i]
      FROM unnest(p_kinds, p_senders, p_receivers, p_to, p_amounts)
             WITH ORDINALITY AS x(kind, sender, receiver, to_w, amount, i)
      JOIN members s ON s.id = x.sender
     WHERE x.kind = 'transfer'
    ON CONFLICT (dedupe_key) DO NOTHING;
  INSERT INTO audit_log (actor_type, admin_id, member_id, admin_username, action, target_type,
                         target_id, reason, before, after, ip)
    SELECT e.v->>'actor_type', (e.v->>'admin_id')::integer, (e.v->>'member_id')::integer,
           e.v->>'admin_username', e.v->>'action', 'journal', jids[e.i]::text, e.v->>'reason',
           nullif(e.v->'before', 'null'), nullif(e.v->'after', 'null'), e.v->>'ip'
      FROM jsonb_array_elements(p_audits) WITH ORDINALITY AS e(v, i)
     WHERE jsonb_typeof(e.v) = 'object';
  INSERT INTO idempotency_keys (subject_type, subject_id, key, route, request_hash, status_code,
                                response)
    SELECT e.v->>'subject_type', (e.v->>'subject_id')::integer, e.v->>'key', e.v->>'route',
           e.v->>'request_hash', (e.v->>'status_code')::smallint,
           jsonb_set(e.v->'response', '{data}', (e.v->'response'->'data') || jsonb_build_object(
             'id', jids[e.i], 'journal_id', jids[e.i], 'balance', format_sen(l_after[2 * e.i - 1]),
             'created_at', at))
      FROM jsonb_array_elements(p_keys) WITH ORDINALITY AS e(v, i)
     WHERE jsonb_typeof(e.v) = 'object';
  RETURN QUERY SELECT g.i::integer, jids[g.i], l_after[2 * g.i - 1], at
    FROM generate_series(1, n) AS g(i);
END $$;
