import { describe, expect, it } from 'vitest';
import { batchLookup, perDatabase } from './batch-lookup.js';

/** A lookup over a fixed table that records every batch it was asked for. */
function recorder(table: Record<string, number>, maxBatch?: number) {
  const batches: string[][] = [];
  const lookup = batchLookup(async (keys: string[]) => {
    batches.push([...keys]);
    return new Map(keys.filter((k) => k in table).map((k) => [k, table[k]]));
  }, maxBatch);
  return { lookup, batches };
}

describe('batchLookup', () => {
  it('answers lookups asked in one turn with one load, each its own row', async () => {
    const { lookup, batches } = recorder({ a: 1, b: 2, c: 3 });
    const answers = await Promise.all(['a', 'b', 'missing', 'c', 'a'].map(lookup));
    expect(answers).toEqual([1, 2, undefined, 3, 1]);
    expect(batches).toEqual([['a', 'b', 'missing', 'c']]);
  });

  it('loads again for a lookup asked after the batch was sent (nothing is cached)', async () => {
    const table: Record<string, number> = { a: 1 };
    const { lookup, batches } = recorder(table);
    expect(await lookup('a')).toBe(1);
    table.a = 2;
    expect(await lookup('a')).toBe(2);
    expect(batches).toEqual([['a'], ['a']]);
  });

  it('sends a full batch at once and the rest after the turn', async () => {
    const { lookup, batches } = recorder({ a: 1, b: 2, c: 3 }, 2);
    expect(await Promise.all(['a', 'b', 'c'].map(lookup))).toEqual([1, 2, 3]);
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('rejects every lookup of a batch whose load failed, and recovers', async () => {
    let fail = true;
    const lookup = batchLookup(async (keys: string[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k.length]));
    });
    const results = await Promise.allSettled([lookup('x'), lookup('yy')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup('yy')).toBe(2);
  });

  it('keeps one lookup per database', async () => {
    const loads: string[] = [];
    const find = perDatabase((db: { name: string }) =>
      batchLookup(async (keys: string[]) => {
        loads.push(db.name);
        return new Map(keys.map((k) => [k, `${db.name}:${k}`]));
      }),
    );
    const one = { name: 'one' };
    const two = { name: 'two' };
    expect(await Promise.all([find(one, 'k'), find(two, 'k'), find(one, 'j')])).toEqual([
      'one:k',
      'two:k',
      'one:j',
    ]);
    expect(loads.sort()).toEqual(['one', 'two']);
  });
});
