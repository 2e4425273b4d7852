-- Issue 27: a journal line's journal and account are checked once per INSERT statement over the
-- lines it adds (journal_lines_must_reference), not by two foreign keys that each ran a query and
-- locked a row for every line — 40 % of the close's credits at a million members. Journals were
-- already never updated or deleted; now neither they nor accounts can be truncated, and accounts
-- are never deleted, so every line's references hold as long as the line does.
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_journal_id_journals_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_id_accounts_id_fk";
--> statement-breakpoint
CREATE TRIGGER journal_lines_references AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_must_reference();
--> statement-breakpoint
CREATE TRIGGER journals_no_truncate BEFORE TRUNCATE ON journals
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER accounts_no_delete BEFORE DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER accounts_no_truncate BEFORE TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
