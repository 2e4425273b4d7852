-- Money moves in the database, in one call: `post_journal` is the only writer of balances (the
-- TypeScript `postJournal` calls it), and `move_points` runs a whole transfer or wallet change —
-- idempotency, receiver, journal and stored reply — as one statement. The functions themselves
-- (post_journal, move_points, format_sen, iso_time, journal_lines_must_balance) are in
-- sql/functions, in their current form.
--
-- A journal's lines must sum to zero: checked once per INSERT statement over the lines it adds
-- (every journal it touches gets a balanced set of two or more lines), instead of once per line at
-- commit. Lines are append-only, so every journal stays balanced; `post_journal` writes each
-- journal's lines in one statement.
CREATE TRIGGER journal_lines_balance AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_must_balance();
--> statement-breakpoint
-- A transfer is its journal: kind = journal type, remark = memo, sender and receiver = its lines.
DROP TABLE "transfers" CASCADE;
