// Builds the server to plain JavaScript (apps/server/dist/main.js and cli.js), so production runs
// on node alone, without a TypeScript loader. Dependencies stay in node_modules; the workspace's
// own TypeScript packages (@rangkai/shared) are bundled in.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@rangkai/'),
);

const started = Date.now();
await build({
  entryPoints: [path.join(root, 'src/main.ts'), path.join(root, 'src/cli.ts')],
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS (none today) would need `require`; ESM output gets one from node:module.
  banner: {
    js: "import { createRequire as __rangkaiRequire } from 'node:module'; const require = __rangkaiRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`Server built to apps/server/dist in ${Date.now() - started} ms`);
