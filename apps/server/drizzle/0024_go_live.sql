-- Go-live checklist (issue 26). An administrator whose password was generated at first start (no
-- ADMIN_PASSWORD) is marked until they choose their own; the backup command records each archive it
-- writes, so the back-office can tell whether a backup was ever taken.
ALTER TABLE "admins" ADD COLUMN "password_generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tables" integer NOT NULL,
	"rows" bigint NOT NULL,
	"files" integer NOT NULL
);
