import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from '../../src/db/pglite-prepared.js';

/**
 * The prepared-statement PGlite (the plan simulator's scratch database) answers as PGlite's own
 * `query` does: same rows, fields, counts, type parsing and errors, in and out of transactions,
 * also once its statement cache is full.
 */
describe('PGlite with prepared statements', () => {
  let client: PGlite;
  let prepared: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`CREATE TABLE t (id serial PRIMARY KEY, name text UNIQUE, n bigint,
      tags text[], meta jsonb, at timestamptz, flag boolean)`);
    prepared = withPreparedStatements(client, 3);
  });
  afterAll(() => client.close());

  const both = async (text: string, params: unknown[] = [], options = {}) => {
    const mine = await prepared.query(text, params, options);
    const theirs = await client.query(text, params, options);
    return { mine, theirs };
  };

  it('writes and reads the same values, objects and arrays', async () => {
    const insert = `INSERT INTO t (name, n, tags, meta, at, flag) VALUES ($1, $2, $3, $4, $5, $6)
      RETURNING id, name, n, tags, meta, at, flag`;
    const row = [
      'a',
      12345678901n,
      ['x', 'y'],
      { k: [1, 2] },
      new Date('2027-01-04T00:00:00Z'),
      true,
    ];
    const mine = await prepared.query(insert, row);
    const theirs = await client.query(insert, ['b', ...row.slice(1)]);
    expect(mine.affectedRows).toBe(1);
    expect(mine.fields).toEqual(theirs.fields);
    expect({ ...(mine.rows[0] as object), id: 0, name: '' }).toEqual({
      ...(theirs.rows[0] as object),
      id: 0,
      name: '',
    });
    const select = 'SELECT * FROM t WHERE n = $1 ORDER BY id';
    for (const options of [{}, { rowMode: 'array' as const }]) {
      const { mine: m, theirs: t } = await both(select, [12345678901n], options);
      expect(m.rows).toEqual(t.rows);
      expect(m.rows).toHaveLength(2);
    }
    const { mine: m, theirs: t } = await both(
      'SELECT name, meta, at FROM t WHERE tags = $1 AND flag IS NULL',
      [null],
    );
    expect(m.rows).toEqual(t.rows);
  });

  it('counts the rows an update changed and keeps working past its cache size', async () => {
    const updated = await prepared.query('UPDATE t SET n = n + $1 WHERE n > 0', [1]);
    expect(updated.affectedRows).toBe(2);
    for (let i = 0; i < 10; i++) {
      const text = `SELECT $1::int + ${i} AS v`;
      expect((await prepared.query<{ v: number }>(text, [i])).rows).toEqual([{ v: 2 * i }]);
    }
    expect((await prepared.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 2 }]);
  });

  it('throws the database error, and a rolled-back transaction leaves nothing', async () => {
    const error = await prepared
      .query('INSERT INTO t (name) VALUES ($1)', ['a'])
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ code: '23505' });
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('INSERT INTO t (name) VALUES ($1)', ['c']);
        expect((await tx.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 3 }]);
        await tx.query('SELECT 1/0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await prepared.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 2 }]);
    await prepared.transaction((tx) => tx.query('INSERT INTO t (name) VALUES ($1)', ['d']));
    expect((await client.query('SELECT name FROM t ORDER BY id')).rows).toEqual([
      { name: 'a' },
      { name: 'b' },
      { name: 'd' },
    ]);
  });
});
