-- tree_slot: room for a new last child in a tree of ordered interval labels (docs/genealogy.md;
-- called by `tree_attach`).
--
-- Finds room for a new last child of `p_parent`: two labels between the parent's last label
-- before its `hi` (its last child's `hi`, or its own `lo`) and its `hi`. When those two are
-- neighbours, it relabels the smallest aligned window of 2^i labels around them whose load is at
-- most (2 / 1.4)^i (order-maintenance list labelling), spreading the window's labels evenly — order
-- is kept, so every interval still nests as before. Amortised, a few labels move per insertion.
CREATE OR REPLACE FUNCTION tree_slot(p_tree smallint, p_parent integer) RETURNS bigint[]
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
