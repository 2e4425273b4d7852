import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Route files only parse input, check authorization, call one domain function and reply: no
 * transaction, no audit row, no journal, no query of their own (docs/architecture.md, "Money
 * movements"). Money goes through `runMoneyAction`, other changes through `runAction`.
 */
const featuresDir = path.dirname(fileURLToPath(import.meta.url));

/** Route files allowed to break the rule for now, with the reason. */
const allowed: Record<string, string> = {};

const forbidden: [string, RegExp][] = [
  ['a transaction', /\binTransaction\(/],
  ['an audit row', /\bwriteAudit\(/],
  ['a journal', /\bpostJournals?\b|\bpost_journals?\b/],
  // Drizzle's builders; Fastify's `app.delete('/path', …)` declares a route and is fine.
  ['a query', /\.(select|insert|update|delete)\(\s*(?!['"`])/],
  ['raw SQL', /\.execute\(|\bsql`/],
];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^(routes|[a-z0-9-]+-routes)\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('route files', () => {
  const files = routeFiles(featuresDir).map((f) => path.relative(featuresDir, f));

  it('are found (the rule is not checked against nothing)', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContain('orders/admin-routes.ts');
  });

  it.each(files.filter((f) => !(f in allowed)))(
    '%s holds no transaction, audit, journal or query',
    (file) => {
      const lines = fs.readFileSync(path.join(featuresDir, file), 'utf8').split('\n');
      const found = lines.flatMap((line, i) =>
        forbidden
          .filter(([, pattern]) => pattern.test(line))
          .map(([what]) => `${file}:${i + 1} ${what}: ${line.trim()}`),
      );
      expect(found, 'move it into a domain function the route calls').toEqual([]);
    },
  );
});
