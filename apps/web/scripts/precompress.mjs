// Post-build: writes `<file>.gz` (gzip -9) and `<file>.br` (brotli 11) next to every text asset
// of dist/, for the server to send as they are (@fastify/static `preCompressed`). A variant that
// would not be smaller than the file is not written; the server then sends the file itself.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The folder to compress: the first argument (e.g. a build made with `vite build --outDir`), else dist/.
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

async function compress(path) {
  const content = await readFile(path);
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  const written = [];
  if (gz.length < content.length) written.push(writeFile(`${path}.gz`, gz));
  if (br.length < content.length) written.push(writeFile(`${path}.br`, br));
  await Promise.all(written);
  return {
    raw: content.length,
    gz: Math.min(gz.length, content.length),
    br: Math.min(br.length, content.length),
  };
}

const totals = { files: 0, raw: 0, gz: 0, br: 0 };
for await (const path of textFiles(dist)) {
  const sizes = await compress(path);
  totals.files += 1;
  totals.raw += sizes.raw;
  totals.gz += sizes.gz;
  totals.br += sizes.br;
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `precompressed ${totals.files} files: ${kb(totals.raw)} → gzip ${kb(totals.gz)}, brotli ${kb(totals.br)}`,
);
