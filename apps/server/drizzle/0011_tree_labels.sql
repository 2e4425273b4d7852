CREATE TABLE "tree_nodes" (
	"tree" smallint NOT NULL,
	"member_id" integer NOT NULL,
	"depth" integer NOT NULL,
	"lo" bigint NOT NULL,
	"hi" bigint NOT NULL,
	"chain_left" integer,
	"chain_right" integer,
	CONSTRAINT "tree_nodes_tree_member_id_pk" PRIMARY KEY("tree","member_id")
);
--> statement-breakpoint
CREATE TABLE "tree_sizes" (
	"tree" smallint NOT NULL,
	"member_id" integer NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "tree_sizes_tree_member_id_pk" PRIMARY KEY("tree","member_id")
);
--> statement-breakpoint
CREATE TABLE "tree_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sizes_upto" integer DEFAULT 0 NOT NULL,
	"label_epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_placement_path";--> statement-breakpoint
ALTER TABLE "tree_nodes" ADD CONSTRAINT "tree_nodes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_sizes" ADD CONSTRAINT "tree_sizes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tree_nodes_lo" ON "tree_nodes" USING btree ("tree","lo");--> statement-breakpoint
CREATE INDEX "tree_nodes_hi" ON "tree_nodes" USING btree ("tree","hi");--> statement-breakpoint
CREATE INDEX "tree_nodes_depth" ON "tree_nodes" USING btree ("tree","depth","lo");--> statement-breakpoint
CREATE INDEX "tree_nodes_chain_left" ON "tree_nodes" USING btree ("chain_left","depth") WHERE "tree_nodes"."chain_left" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tree_nodes_chain_right" ON "tree_nodes" USING btree ("chain_right","depth") WHERE "tree_nodes"."chain_right" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "members_username_prefix" ON "members" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_code_prefix" ON "members" USING btree ("member_code" text_pattern_ops);--> statement-breakpoint
-- Hand-written (docs/genealogy.md): the trees as ordered interval labels, kept by `tree_attach`
-- and `tree_slot` (sql/functions).
INSERT INTO tree_state (id) VALUES (1);
--> statement-breakpoint
-- Every existing member, parents first (a member's id is always above its parents').
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, sponsor_id, placement_parent_id, group_type FROM members ORDER BY id LOOP
    PERFORM tree_attach(r.id, r.sponsor_id, r.placement_parent_id, r.group_type);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "placement_path";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "sponsor_path";