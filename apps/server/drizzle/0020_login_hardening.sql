-- Security-password tries in flight: one reservation time per try, settled (removed) when its
-- check ends. A reservation older than 30 s is one a dead process left behind: it no longer
-- counts, so it neither locks the member nor holds a try (sec_try_at is replaced).
ALTER TABLE "members" ADD COLUMN "sec_pending" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "sec_try_at";--> statement-breakpoint
-- Server-side secrets shared by every instance (the device-cookie key of the login limits),
-- generated once by the first process that needs them.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
