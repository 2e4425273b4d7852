-- Money moves in the database, in one call: `post_journal` is the only writer of balances (the
-- TypeScript `postJournal` calls it), and `move_points` runs a whole transfer or wallet change —
-- idempotency, receiver, journal and stored reply — as one statement.
--
-- Refusals a member should see are raised with SQLSTATE 'RK000': the message is the API error
-- code and the detail, when set, the request field at fault.

-- A journal's lines must sum to zero: checked once per INSERT statement over the lines it adds
-- (every journal it touches gets a balanced set of two or more lines), instead of once per line at
-- commit. Lines are append-only, so every journal stays balanced; `post_journal` writes each
-- journal's lines in one statement.
DROP TRIGGER journal_lines_balance ON journal_lines;--> statement-breakpoint
DROP FUNCTION journal_must_balance();--> statement-breakpoint
CREATE FUNCTION journal_lines_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT journal_id, sum(amount) AS total, count(*) AS lines INTO bad
    FROM new_lines GROUP BY journal_id
    HAVING sum(amount) <> 0 OR count(*) < 2
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal % does not balance (% lines summing to %)', bad.journal_id, bad.lines, bad.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_balance AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_must_balance();
--> statement-breakpoint
-- A transfer is its journal: kind = journal type, remark = memo, sender and receiver = its lines.
DROP TABLE "transfers" CASCADE;--> statement-breakpoint
CREATE FUNCTION format_sen(sen bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN sen < 0 THEN '-' ELSE '' END
    || (abs(sen) / 100)::text || '.' || lpad((abs(sen) % 100)::text, 2, '0')
$$;
--> statement-breakpoint
CREATE FUNCTION iso_time(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
-- Posts one journal: accounts (distinct) with signed amounts in sen summing to zero. Locks the
-- accounts in ascending id order, refuses to take a member account below zero, inserts the
-- journal and its lines and updates the balances. Returns each account's balance afterwards.
CREATE FUNCTION post_journal(
  p_type text,
  p_reference text,
  p_memo text,
  p_actor_type text,
  p_actor_id integer,
  p_accounts bigint[],
  p_amounts bigint[]
) RETURNS TABLE (journal_id bigint, account_id bigint, balance bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  n integer := coalesce(cardinality(p_accounts), 0);
  ids bigint[] := '{}';
  amounts bigint[] := '{}';
  balances bigint[] := '{}';
  previous bigint;
  total bigint := 0;
  balance_after bigint;
  jid bigint;
  line record;
BEGIN
  IF n < 2 OR n <> coalesce(cardinality(p_amounts), 0) THEN
    RAISE EXCEPTION 'journal % needs two or more lines, one amount per account', p_type
      USING ERRCODE = 'check_violation';
  END IF;
  -- Each account is locked and moved by one primary-key UPDATE, in ascending id order (so two
  -- journals never wait on each other in a cycle), and only if a member account stays at or above
  -- zero. No plan here depends on the accounts table's size or statistics.
  FOR line IN SELECT x.id, x.amount FROM unnest(p_accounts, p_amounts) AS x(id, amount) ORDER BY x.id
  LOOP
    IF line.id IS NULL OR line.id = previous THEN
      RAISE EXCEPTION 'journal % names an unknown or repeated account', p_type
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF line.amount IS NULL OR line.amount = 0 THEN
      RAISE EXCEPTION 'journal % has a zero line', p_type USING ERRCODE = 'check_violation';
    END IF;
    UPDATE accounts a SET balance = a.balance + line.amount
      WHERE a.id = line.id AND (a.member_id IS NULL OR a.balance + line.amount >= 0)
      RETURNING a.balance INTO balance_after;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM accounts a WHERE a.id = line.id) THEN
        RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'INSUFFICIAN_BALANCE', DETAIL = 'amount';
      END IF;
      RAISE EXCEPTION 'journal % names an unknown or repeated account', p_type
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    previous := line.id;
    total := total + line.amount;
    ids := ids || line.id;
    amounts := amounts || line.amount;
    balances := balances || balance_after;
  END LOOP;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal % does not balance (sum %)', p_type, total USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO journals (type, reference, memo, actor_type, actor_id)
    VALUES (p_type, p_reference, p_memo, p_actor_type, p_actor_id) RETURNING id INTO jid;
  INSERT INTO journal_lines (journal_id, account_id, amount, balance_after)
    SELECT jid, x.id, x.amount, x.balance FROM unnest(ids, amounts, balances) AS x(id, amount, balance);
  RETURN QUERY SELECT jid, x.id, x.balance FROM unnest(ids, balances) AS x(id, balance);
END $$;
--> statement-breakpoint
-- A member's transfer (point1/point3 to another member's same wallet) or wallet change (point1 to
-- their own point2/3/4), whole, for the member holding the bearer token `p_token_hash`: refuses a
-- revoked, expired or non-member token and a suspended member (as the API's member guard does),
-- replays the stored reply for a repeated idempotency key (refusing a key reused with another
-- request), checks that the security password the caller verified against `p_sec_hash` is still
-- the member's and not locked (SQLSTATE 'RK001' asks the caller to check it again), finds the
-- receiver, posts the journal (which is the record of the movement: type, memo = remark, its two
-- lines) and stores the reply under the key. Returns {"replay": bool, "status": int, "body": reply}.
CREATE FUNCTION move_points(
  p_token_hash text,
  p_sec_hash text,
  p_kind text,
  p_receiver text,
  p_from_wallet text,
  p_to_wallet text,
  p_amount bigint,
  p_remark text,
  p_key text,
  p_route text,
  p_request_hash text,
  p_message text
) RETURNS jsonb
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  sender record;
  sender_id integer;
  receiver_id integer;
  receiver_status text;
  from_account bigint;
  to_account bigint;
  jid bigint;
  balance_after bigint;
  body jsonb;
BEGIN
  -- The session, its member, the member's sending account and any reply stored under the key: one
  -- statement, each part a primary-key or unique-index lookup.
  SELECT t.subject_type, m.id, m.status, m.sec_password_hash, m.sec_locked_until,
         (SELECT a.id FROM accounts a WHERE a.member_id = m.id AND a.wallet = p_from_wallet) AS account,
         k.request_hash, k.status_code, k.response
    INTO sender
    FROM tokens t
    LEFT JOIN members m ON t.subject_type = 'member' AND m.id = t.subject_id
    LEFT JOIN idempotency_keys k ON k.subject_type = 'member' AND k.subject_id = m.id AND k.key = p_key
    WHERE t.token_hash = p_token_hash AND t.revoked_at IS NULL AND t.expires_at > now();
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'UNAUTHORIZED';
  END IF;
  IF sender.subject_type <> 'member' THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'NO_PERMISSION';
  END IF;
  IF sender.id IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'UNAUTHORIZED';
  END IF;
  IF sender.status <> 'active' THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'ACCOUNT_SUSPENDED';
  END IF;
  sender_id := sender.id;
  from_account := sender.account;

  IF sender.request_hash IS NOT NULL THEN
    IF sender.request_hash <> p_request_hash THEN
      RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'IDEMPOTENCY_KEY_REUSED', DETAIL = 'Idempotency-Key';
    END IF;
    RETURN jsonb_build_object('replay', true, 'status', sender.status_code, 'body', sender.response);
  END IF;

  IF sender.sec_password_hash IS NULL OR sender.sec_password_hash IS DISTINCT FROM p_sec_hash
     OR (sender.sec_locked_until IS NOT NULL AND sender.sec_locked_until > now()) THEN
    RAISE EXCEPTION 'security password changed or locked since it was verified' USING ERRCODE = 'RK001';
  END IF;
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'INCORRECT_AMOUNT', DETAIL = 'amount';
  END IF;

  IF p_kind = 'transfer' THEN
    IF p_from_wallet NOT IN ('point1', 'point3') OR p_to_wallet <> p_from_wallet THEN
      RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'VALIDATION_ERROR', DETAIL = 'transfer_type';
    END IF;
    -- As the receiver check does: a username match before a member-code match; active only.
    SELECT m.id, m.status, (SELECT a.id FROM accounts a WHERE a.member_id = m.id AND a.wallet = p_to_wallet)
      INTO receiver_id, receiver_status, to_account
      FROM members m
      WHERE lower(m.username) = lower(p_receiver) OR m.member_code = upper(p_receiver)
      ORDER BY lower(m.username) = lower(p_receiver) DESC
      LIMIT 1;
    IF receiver_id IS NULL OR receiver_status <> 'active' OR receiver_id = sender_id THEN
      RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'INCORRECT_USERNAME', DETAIL = 'username';
    END IF;
  ELSIF p_kind = 'change_wallet' THEN
    IF p_from_wallet <> 'point1' OR p_to_wallet NOT IN ('point2', 'point3', 'point4') THEN
      RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'VALIDATION_ERROR', DETAIL = 'transfer_type';
    END IF;
    receiver_id := sender_id;
    SELECT a.id INTO to_account FROM accounts a WHERE a.member_id = sender_id AND a.wallet = p_to_wallet;
  ELSE
    RAISE EXCEPTION 'unknown movement kind %', p_kind;
  END IF;
  IF from_account IS NULL OR to_account IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'INCORRECT_USERNAME', DETAIL = 'username';
  END IF;

  SELECT p.journal_id, p.balance INTO jid, balance_after
    FROM post_journal(p_kind, NULL, p_remark, 'member', sender_id,
                      ARRAY[from_account, to_account], ARRAY[-p_amount, p_amount]) p
    WHERE p.account_id = from_account;

  body := jsonb_build_object(
    'error_code', 0,
    'message', p_message,
    'data', jsonb_build_object(
      'id', jid,
      'journal_id', jid,
      'amount', format_sen(p_amount),
      'from_wallet', p_from_wallet,
      'to_wallet', p_to_wallet,
      'balance', format_sen(balance_after),
      'created_at', iso_time(now())));
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (subject_type, subject_id, key, route, request_hash, status_code, response)
      VALUES ('member', sender_id, p_key, p_route, p_request_hash, 200, body);
  END IF;
  RETURN jsonb_build_object('replay', false, 'status', 200, 'body', body);
END $$;
