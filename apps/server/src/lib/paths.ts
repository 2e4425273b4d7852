import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's own folder (apps/server), found by walking up from this module, so the
 * same code finds it whether it runs from TypeScript sources (src/lib) or from the build (dist).
 */
function findUp(from: string, test: (dir: string) => boolean): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (test(dir)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`not found above ${from}`);
  }
}

export const serverRoot = findUp(import.meta.dirname, (dir) =>
  fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json')),
);

/** The repository root (apps/server/../..): relative paths in configuration start here. */
export const repoRoot = path.resolve(serverRoot, '../..');
