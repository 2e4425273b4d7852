/**
 * Coalesces the lookups started in one turn of the event loop into one query: under load, the
 * requests read off the sockets in one poll phase each ask for their row, and one statement
 * (`WHERE key = ANY($1)`) answers them all after that phase. Nothing is cached: every lookup is
 * answered by a query that started after it was asked, so it sees every commit made before the
 * request arrived (a revoked token is refused at once, a new balance shows at once).
 *
 * `load` answers with the rows it found, by key; a key with no row resolves to `undefined`.
 */
export function batchLookup<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 200,
): (key: K) => Promise<V | undefined> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let pending: Map<K, Waiter[]> | null = null;

  const run = (batch: Map<K, Waiter[]>) => {
    load([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<K, Waiter[]>();
        pending = batch;
        setImmediate(() => {
          // Already sent when it filled up.
          if (pending === batch) {
            pending = null;
            run(batch);
          }
        });
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (pending.size >= maxBatch) {
        const full = pending;
        pending = null;
        run(full);
      }
    });
}

/** One `batchLookup` per database (a test or a benchmark may open several). */
export function perDatabase<D extends object, K, V>(
  create: (database: D) => (key: K) => Promise<V | undefined>,
): (database: D, key: K) => Promise<V | undefined> {
  const lookups = new WeakMap<D, (key: K) => Promise<V | undefined>>();
  return (database, key) => {
    let lookup = lookups.get(database);
    if (!lookup) {
      lookup = create(database);
      lookups.set(database, lookup);
    }
    return lookup(key);
  };
}
