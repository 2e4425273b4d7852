-- Every e-mail (codes, notices) is written here in the transaction of the event that causes it and
-- sent by a worker in each server instance: a row is claimed with FOR UPDATE SKIP LOCKED and a
-- lease (`next_attempt_at` moves past the lease; a crashed worker's row is due again after it),
-- retried with back-off, and never sent after `expires_at` or once a newer row with the same
-- `supersede_key` exists (a code that a newer code replaced). The bodies are blanked once sent or dropped.
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"supersede_key" text,
	"expires_at" timestamp with time zone,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_state" CHECK ("mail_outbox"."state" IN ('pending', 'sent', 'dropped'))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_supersede" ON "mail_outbox" USING btree ("supersede_key","id") WHERE "mail_outbox"."supersede_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_finished" ON "mail_outbox" USING btree ("finished_at") WHERE "mail_outbox"."state" <> 'pending';
