-- tree_attach: places a new member in both trees (docs/genealogy.md): as the last child of its
-- placement parent on leg `p_leg` (on the parent's straight line for that leg, a new line for the
-- other) and of its sponsor. Without a parent it is the root, spanning [0, 2^p_bits) (tests use a
-- small space to force relabelling). One at a time (advisory lock 21069, held to the end of the
-- transaction). Migration 0011 calls it for every member that existed then.
CREATE OR REPLACE FUNCTION tree_attach(
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
