import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The meta tag the web app reads its business time zone from (apps/web/src/lib/business-time.ts). */
export const BUSINESS_TZ_META = 'rangkai-business-tz';

export type IndexEncoding = 'br' | 'gzip' | 'identity';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * index.html with `<meta name="rangkai-business-tz" content="…">` first in its head (or, without
 * a head, first in `<html>` or after the doctype, where the parser opens the head for it).
 */
export function withBusinessZone(html: string, zone: string): string {
  const tag = `<meta name="${BUSINESS_TZ_META}" content="${escapeHtml(zone)}">`;
  const open =
    /<head(?:\s[^>]*)?>/i.exec(html) ??
    /<html(?:\s[^>]*)?>/i.exec(html) ??
    /<!doctype[^>]*>/i.exec(html);
  if (!open) return tag + html;
  const at = open.index + open[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * The encoding to send index.html in for an `Accept-Encoding` header: the highest q-value of
 * br, gzip and identity (identity acceptable unless refused), br first on a tie.
 */
export function pickEncoding(header: string | undefined): IndexEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const q = /^q=([0-9.]+)$/.exec(param);
      if (q) weight = Number(q[1]);
    }
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get('*');
  const weight = (name: string, fallback: number) => weights.get(name) ?? star ?? fallback;
  const choices: [IndexEncoding, number][] = [
    ['br', weight('br', 0)],
    ['gzip', weight('gzip', 0)],
    // Not named: acceptable, but below every named encoding (as the `negotiator` package ranks it).
    ['identity', weights.get('identity') ?? star ?? Math.min(1, ...weights.values())],
  ];
  let best: [IndexEncoding, number] = ['identity', 0];
  for (const choice of choices) if (choice[1] > best[1]) best = choice;
  return best[0];
}

export interface IndexVariant {
  body: Buffer;
  etag: string;
}

type Variants = Record<IndexEncoding, IndexVariant>;

/** The three encodings of one page, each with its own strong ETag. */
function variantsOf(html: string): Variants {
  const plain = Buffer.from(html);
  const hash = createHash('sha256').update(plain).digest('base64url').slice(0, 27);
  const variant = (encoding: IndexEncoding, body: Buffer) => ({
    body,
    etag: `"${hash}-${encoding}"`,
  });
  return {
    identity: variant('identity', plain),
    gzip: variant('gzip', gzipSync(plain, { level: constants.Z_BEST_COMPRESSION })),
    br: variant(
      'br',
      brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      }),
    ),
  };
}

/**
 * The web app's index.html with the business time zone in its head, compressed once and kept
 * until the file changes on disk (a new build is picked up without a restart). The build's own
 * `.gz`/`.br` copies of index.html lack the tag and are never sent.
 */
export function webIndex(file: string, zone: string) {
  let cached: { stamp: string; variants: Variants } | undefined;
  return async function read(encoding: IndexEncoding): Promise<IndexVariant> {
    const stat = await fs.stat(file);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.stamp !== stamp) {
      const html = await fs.readFile(file, 'utf8');
      cached = { stamp, variants: variantsOf(withBusinessZone(html, zone)) };
    }
    return cached.variants[encoding];
  };
}
