-- repay_clawback_debts: a clawback debt is repaid first from the member's next bonus credits
-- (BUSINESS_RULES §13). Called in the transaction that has just credited bonuses, with what each
-- credit put in point1 and point4 (`p_members[i]` got `p_point1[i]` and `p_point4[i]`; a member may
-- repeat). For each member who owes (their 'debt' account below zero), the part of the credits
-- that repays the debt — all of them until it is settled — goes back out of point1 and point4 in
-- the credits' own split (point4 gives floor(repaid × credited point4 ÷ credited), point1 the
-- rest) to the debt account: one `debt_repayment` journal and one bonus record of that type per
-- member, dated `p_business_date`. The wallets never show money that was owed. Debt accounts are
-- locked in ascending member order after the point accounts the credit locked (a clawback locks
-- point1, point4, debt in that order too). Returns how many debts were repaid (partly or in full).
CREATE OR REPLACE FUNCTION repay_clawback_debts(
  p_members integer[],
  p_point1 bigint[],
  p_point4 bigint[],
  p_business_date date
)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  d record;
  repaid bigint;
  from_point4 bigint;
  from_point1 bigint;
  ids bigint[];
  amounts bigint[];
  posted record;
  n integer := 0;
BEGIN
  FOR d IN
    SELECT c.member_id, c.point1, c.point4, -a.balance AS owed, a.id AS debt_id,
           (SELECT x.id FROM accounts x WHERE x.member_id = c.member_id AND x.wallet = 'point1') AS point1_id,
           (SELECT x.id FROM accounts x WHERE x.member_id = c.member_id AND x.wallet = 'point4') AS point4_id
      FROM (SELECT u.m AS member_id, sum(u.v1)::bigint AS point1, sum(u.v4)::bigint AS point4
              FROM unnest(p_members, p_point1, p_point4) AS u(m, v1, v4) GROUP BY u.m) c
      JOIN accounts a ON a.member_id = c.member_id AND a.wallet = 'debt' AND a.balance < 0
     ORDER BY c.member_id
       FOR UPDATE OF a
  LOOP
    repaid := least(d.owed, d.point1 + d.point4);
    CONTINUE WHEN repaid <= 0;
    from_point4 := (repaid * d.point4) / (d.point1 + d.point4);
    from_point1 := repaid - from_point4;
    ids := ARRAY[d.debt_id];
    amounts := ARRAY[repaid];
    IF from_point1 > 0 THEN
      ids := ids || d.point1_id;
      amounts := amounts || -from_point1;
    END IF;
    IF from_point4 > 0 THEN
      ids := ids || d.point4_id;
      amounts := amounts || -from_point4;
    END IF;
    SELECT * INTO posted
      FROM post_journal('debt_repayment', NULL, NULL, NULL, 'system', NULL, ids, amounts);
    INSERT INTO bonuses (member_id, bonus_type, business_date, amount_sen, point1_sen, point4_sen,
                         source_member_id, details, journal_id)
      VALUES (d.member_id, 'debt_repayment', p_business_date, repaid, from_point1, from_point4,
              NULL, jsonb_build_object('debt_before', format_sen(d.owed),
                                       'debt_after', format_sen(d.owed - repaid)),
              posted.journal_id);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;
