-- move_points: a member's transfer (point1/point3 to another member's same wallet) or wallet
-- change (point1 to their own point2/3/4), whole, as one statement, for the member holding the
-- bearer token `p_token_hash`: refuses a revoked, expired or non-member token and a suspended
-- member (as the API's member guard does), replays the stored reply for a repeated idempotency key
-- (refusing a key reused with another request), finds the receiver (`member_by_name_or_code`),
-- posts the journal (which is the record of the movement: type, memo = remark, its two lines) and
-- stores the reply under the key. Returns {"replay": bool, "status": int, "body": reply}.
--
-- Security password: the session's token row must hold a check of this same secret (`p_sec_tag`,
-- an HMAC keyed by the raw token) made in the last 5 minutes against the member's current stored
-- hash, and the member must not be locked; otherwise SQLSTATE 'RK001' asks the caller to verify
-- the secret in full (counted toward the lock) and call again. Other refusals: SQLSTATE 'RK000'
-- with the API error code as the message and the request field as the detail.
CREATE OR REPLACE FUNCTION move_points(
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
