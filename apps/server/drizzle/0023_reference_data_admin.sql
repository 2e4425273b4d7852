-- Reference data edited in the back-office (issue 26). A collection centre gets its opening hours
-- (`active` already decides whether members are offered it); a country gets whether it is offered
-- at registration (`registration_enabled`, beside `deposit_enabled`).
ALTER TABLE "collect_points" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "registration_enabled" boolean DEFAULT true NOT NULL;
