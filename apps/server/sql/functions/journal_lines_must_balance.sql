-- journal_lines_must_balance: statement trigger function on journal_lines (trigger
-- journal_lines_balance, migration 0003). A journal's lines must sum to zero: checked once per
-- INSERT statement over the lines it adds (every journal it touches gets a balanced set of two or
-- more lines), instead of once per line at commit. Lines are append-only, so every journal stays
-- balanced; `post_journal` writes each journal's lines in one statement.
CREATE OR REPLACE FUNCTION journal_lines_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
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
