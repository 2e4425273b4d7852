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
-- Hand-written (docs/genealogy.md): the trees as ordered interval labels.
--
-- `tree_slot` finds room for a new last child of `p_parent`: two labels between the parent's last
-- label before its `hi` (its last child's `hi`, or its own `lo`) and its `hi`. When those two are
-- neighbours, it relabels the smallest aligned window of 2^i labels around them whose load is at
-- most (2 / 1.4)^i (order-maintenance list labelling), spreading the window's labels evenly — order
-- is kept, so every interval still nests as before. Amortised, a few labels move per insertion.
CREATE FUNCTION tree_slot(p_tree smallint, p_parent integer) RETURNS bigint[]
LANGUAGE plpgsql AS $$
DECLARE
  v_lo bigint;
  v_hi bigint;
  a bigint;
  g bigint;
  space_bits integer;
  i integer := 1;
  wl bigint;
  wh bigint;
  n bigint;
  pos bigint;
  step bigint;
BEGIN
  SELECT lo, hi INTO v_lo, v_hi FROM tree_nodes WHERE tree = p_tree AND member_id = p_parent;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'tree %: member % has no node', p_tree, p_parent;
  END IF;
  SELECT greatest(v_lo,
      (SELECT max(lo) FROM tree_nodes WHERE tree = p_tree AND lo < v_hi),
      (SELECT max(hi) FROM tree_nodes WHERE tree = p_tree AND hi < v_hi))
    INTO a;
  g := v_hi - a;
  IF g >= 3 THEN
    RETURN ARRAY[a + g / 3, a + 2 * (g / 3)];
  END IF;
  -- The root spans the whole space: [0, 2^bits).
  SELECT floor(log(2, hi::numeric + 1))::int INTO space_bits
  FROM tree_nodes WHERE tree = p_tree AND depth = 0;
  LOOP
    i := i + 1;
    IF i > space_bits THEN
      RAISE EXCEPTION 'tree %: label space is full', p_tree;
    END IF;
    wl := (a >> i) << i;
    wh := wl + (1::bigint << i);
    SELECT (SELECT count(*) FROM tree_nodes WHERE tree = p_tree AND lo >= wl AND lo < wh)
         + (SELECT count(*) FROM tree_nodes WHERE tree = p_tree AND hi >= wl AND hi < wh)
      INTO n;
    EXIT WHEN n + 2 <= floor((2.0::float8 / 1.4) ^ i);
  END LOOP;
  step := (wh - wl) / (n + 2);
  SELECT (SELECT count(*) FROM tree_nodes WHERE tree = p_tree AND lo >= wl AND lo < a)
       + (SELECT count(*) FROM tree_nodes WHERE tree = p_tree AND hi >= wl AND hi < a)
    INTO pos;
  -- The window's labels in order get ranks 0..n-1; those after `a` shift by two to leave the
  -- new pair's ranks (pos + 1, pos + 2) free.
  WITH e AS (
    SELECT member_id, is_hi, row_number() OVER (ORDER BY l) - 1 AS j
    FROM (
      SELECT member_id, lo AS l, false AS is_hi FROM tree_nodes
      WHERE tree = p_tree AND lo >= wl AND lo < wh
      UNION ALL
      SELECT member_id, hi, true FROM tree_nodes
      WHERE tree = p_tree AND hi >= wl AND hi < wh) x),
  u AS (
    SELECT member_id,
      max(nl) FILTER (WHERE NOT is_hi) AS nlo,
      max(nl) FILTER (WHERE is_hi) AS nhi
    FROM (
      SELECT member_id, is_hi,
        wl + (CASE WHEN j <= pos THEN j ELSE j + 2 END) * step + step / 2 AS nl
      FROM e) y
    GROUP BY member_id)
  UPDATE tree_nodes t SET lo = coalesce(u.nlo, t.lo), hi = coalesce(u.nhi, t.hi)
  FROM u WHERE t.tree = p_tree AND t.member_id = u.member_id;
  UPDATE tree_state SET label_epoch = label_epoch + 1;
  RETURN ARRAY[wl + (pos + 1) * step + step / 2, wl + (pos + 2) * step + step / 2];
END $$;
--> statement-breakpoint
-- Places a new member in both trees: as the last child of its placement parent on leg `p_leg`
-- (on the parent's straight line for that leg, a new line for the other) and of its sponsor.
-- Without a parent it is the root, spanning [0, 2^p_bits) (tests use a small space to force
-- relabelling). One at a time (advisory lock 21069, held to the end of the transaction).
CREATE FUNCTION tree_attach(
  p_member integer,
  p_sponsor integer,
  p_parent integer,
  p_leg smallint,
  p_bits integer DEFAULT 62
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  labels bigint[];
  d integer;
  cl integer;
  cr integer;
BEGIN
  PERFORM pg_advisory_xact_lock(21069);
  IF p_parent IS NULL THEN
    INSERT INTO tree_nodes (tree, member_id, depth, lo, hi, chain_left, chain_right) VALUES
      (1, p_member, 0, 0, (1::bigint << p_bits) - 1, p_member, p_member),
      (2, p_member, 0, 0, (1::bigint << p_bits) - 1, NULL, NULL);
    RETURN;
  END IF;
  SELECT depth, chain_left, chain_right INTO d, cl, cr
  FROM tree_nodes WHERE tree = 1 AND member_id = p_parent;
  labels := tree_slot(1::smallint, p_parent);
  INSERT INTO tree_nodes (tree, member_id, depth, lo, hi, chain_left, chain_right) VALUES
    (1, p_member, d + 1, labels[1], labels[2],
     CASE WHEN p_leg = 1 THEN cl ELSE p_member END,
     CASE WHEN p_leg = 2 THEN cr ELSE p_member END);
  SELECT depth INTO d FROM tree_nodes WHERE tree = 2 AND member_id = p_sponsor;
  labels := tree_slot(2::smallint, p_sponsor);
  INSERT INTO tree_nodes (tree, member_id, depth, lo, hi) VALUES
    (2, p_member, d + 1, labels[1], labels[2]);
END $$;
--> statement-breakpoint
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