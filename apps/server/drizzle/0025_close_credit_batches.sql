-- A daily close pays its credits in batches, each one statement (its own transaction), so a
-- member's accounts are locked for one batch's milliseconds, not for the whole close (issue 27).
-- The close's own transaction (volumes, ranks, the date's row) writes the batches here: each row
-- holds one `post_journals` call's arguments (one bonus type; accounts already resolved, each
-- credit already split) and the bonus records that go with them. Paying a row deletes it in the
-- same statement, so a close stopped midway (crash, kill) resumes at the first row left and pays
-- nothing twice. The row without a journal type comes last: it tells the members and stamps the
-- close finished. Empty at rest.
CREATE TABLE "close_credit_batches" (
	"business_date" date NOT NULL,
	"batch" integer NOT NULL,
	"journal_type" text,
	"bonus_type" text,
	"refs" text[],
	"line_journals" integer[],
	"accounts" bigint[],
	"amounts" bigint[],
	"members" integer[],
	"journals" integer[],
	"amount_sen" bigint[],
	"point1_sen" bigint[],
	"point4_sen" bigint[],
	"sources" integer[],
	"details" text[],
	CONSTRAINT "close_credit_batches_pk" PRIMARY KEY ("business_date", "batch")
);
--> statement-breakpoint
-- A member's volumes are written only by the close, for ids it has just read from `members`, and
-- members are never deleted: the foreign key checked (and share-locked) every member row a close
-- reached — half the time of writing 392,498 rows at a million members (bench/README.md § close).
ALTER TABLE "member_volumes" DROP CONSTRAINT "member_volumes_member_id_members_id_fk";
