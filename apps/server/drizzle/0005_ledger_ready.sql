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
UPDATE "accounts" SET "balance" = 0 WHERE "member_id" IS NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_system_no_balance" CHECK ("accounts"."member_id" IS NOT NULL OR "accounts"."balance" = 0);--> statement-breakpoint
ALTER TABLE "journals" DISABLE TRIGGER "journals_append_only";--> statement-breakpoint
UPDATE "journals" SET "note" = "memo", "memo" = NULL WHERE "type" = 'adjustment';--> statement-breakpoint
ALTER TABLE "journals" ENABLE TRIGGER "journals_append_only";--> statement-breakpoint
ALTER TABLE "journal_lines" DISABLE TRIGGER "journal_lines_append_only";--> statement-breakpoint
UPDATE "journal_lines" l SET "balance_after" = NULL FROM "accounts" a
  WHERE a."id" = l."account_id" AND a."member_id" IS NULL;--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE TRIGGER "journal_lines_append_only";--> statement-breakpoint
CREATE FUNCTION refuse_balance_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account balances change only through post_journal'
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
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
--> statement-breakpoint
-- Posts one journal of a few distinct accounts (signed sen, summing to zero). Member accounts are
-- locked and moved by one primary-key UPDATE each, in ascending id order, and never below zero;
-- system accounts are not locked or updated. Returns the journal id and each account's balance
-- afterwards (null for a system account), in the order given. `p_note` is internal.
CREATE FUNCTION post_journal(
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
      WHERE a.id = account AND a.member_id IS NOT NULL AND a.balance + p_amounts[i] >= 0
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
--> statement-breakpoint
-- Posts many journals of one type in a few set-based statements: journal k has reference, memo
-- and note `p_references[k]`, `p_memos[k]`, `p_notes[k]`; line i belongs to journal
-- `p_line_journals[i]` and moves `p_amounts[i]` on `p_accounts[i]` (an account may repeat, within
-- a journal or across them). Every journal must balance with two or more lines. Member accounts
-- are locked in ascending id order and moved once each by their net amount, never below zero;
-- system accounts are neither locked nor updated. Each line records its account's running
-- balance. A reference already used by a journal of the same type is refused by the unique index
-- `journals_type_reference`. Returns each journal's ordinal and id.
CREATE FUNCTION post_journals(
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
LANGUAGE plpgsql AS $$
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
  SELECT g.j, t.total, t.lines INTO bad
    FROM generate_series(1, n_journals) AS g(j)
    LEFT JOIN (SELECT x.j, sum(x.amount) AS total, count(*) AS lines
                 FROM unnest(p_line_journals, p_amounts) AS x(j, amount) GROUP BY x.j) t ON t.j = g.j
    WHERE t.j IS NULL OR t.total <> 0 OR t.lines < 2
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal % (% of the batch) does not balance (% lines summing to %)',
      p_type, bad.j, coalesce(bad.lines, 0), coalesce(bad.total, 0) USING ERRCODE = 'check_violation';
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
      WHERE a.member_id IS NOT NULL AND a.balance + net.amount < 0) THEN
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
--> statement-breakpoint
DROP FUNCTION post_journal(text, text, text, text, integer, bigint[], bigint[]);--> statement-breakpoint
DROP FUNCTION move_points(text, text, text, text, text, text, bigint, text, text, text, text, text);--> statement-breakpoint
-- A member's transfer or wallet change, whole, as before (see 0003/0004), except for the security
-- password: the session's token row must hold a check of this same secret (`p_sec_tag`, an HMAC
-- keyed by the raw token) made in the last 5 minutes against the member's current stored hash,
-- and the member must not be locked; otherwise SQLSTATE 'RK001' asks the caller to verify the
-- secret in full (counted toward the lock) and call again.
CREATE FUNCTION move_points(
  p_token_hash text,
  p_sec_tag text,
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
  posted record;
  body jsonb;
BEGIN
  SELECT t.subject_type, t.sec_checked_tag, t.sec_checked_hash, t.sec_checked_at,
         m.id, m.status, m.sec_password_hash, m.sec_locked_until,
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

  IF p_sec_tag IS NULL OR sender.sec_checked_tag IS DISTINCT FROM p_sec_tag
     OR sender.sec_checked_at IS NULL OR sender.sec_checked_at <= now() - interval '5 minutes'
     OR sender.sec_password_hash IS NULL OR sender.sec_password_hash IS DISTINCT FROM sender.sec_checked_hash
     OR (sender.sec_locked_until IS NOT NULL AND sender.sec_locked_until > now()) THEN
    RAISE EXCEPTION 'security password not checked in this session, changed or locked' USING ERRCODE = 'RK001';
  END IF;
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'INCORRECT_AMOUNT', DETAIL = 'amount';
  END IF;

  IF p_kind = 'transfer' THEN
    IF p_from_wallet NOT IN ('point1', 'point3') OR p_to_wallet <> p_from_wallet THEN
      RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'VALIDATION_ERROR', DETAIL = 'transfer_type';
    END IF;
    SELECT m.id, m.status, (SELECT a.id FROM accounts a WHERE a.member_id = m.id AND a.wallet = p_to_wallet)
      INTO receiver_id, receiver_status, to_account
      FROM members m WHERE m.id = member_by_name_or_code(p_receiver);
    IF receiver_id = sender_id THEN
      RAISE EXCEPTION USING ERRCODE = 'RK000', MESSAGE = 'CANNOT_TRANSFER_TO_SELF', DETAIL = 'username';
    END IF;
    IF receiver_id IS NULL OR receiver_status <> 'active' THEN
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

  posted := post_journal(p_kind, NULL, p_remark, NULL, 'member', sender_id,
                         ARRAY[from_account, to_account], ARRAY[-p_amount, p_amount]);

  body := jsonb_build_object(
    'error_code', 0,
    'message', p_message,
    'data', jsonb_build_object(
      'id', posted.journal_id,
      'journal_id', posted.journal_id,
      'amount', format_sen(p_amount),
      'from_wallet', p_from_wallet,
      'to_wallet', p_to_wallet,
      'balance', format_sen(posted.balances[1]),
      'created_at', iso_time(now())));
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (subject_type, subject_id, key, route, request_hash, status_code, response)
      VALUES ('member', sender_id, p_key, p_route, p_request_hash, 200, body);
  END IF;
  RETURN jsonb_build_object('replay', false, 'status', 200, 'body', body);
END $$;
