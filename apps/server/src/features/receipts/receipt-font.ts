import fs from 'node:fs';

/** A face that writes Chinese item and member names: in a collection (.ttc), by family name. */
export interface ReceiptFont {
  path: string;
  family: string;
}

/** Noto Sans CJK as Debian's fonts-noto-cjk installs it (CI installs it too). */
const CANDIDATES: readonly ReceiptFont[] = [
  {
    path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    family: 'NotoSansCJKsc-Regular',
  },
];

let found: ReceiptFont | null | undefined;

/**
 * The CJK-capable font of the receipts, looked for once; null when the machine has none: the
 * receipt then uses the built-in Helvetica alone (said once in the log, with what to install).
 */
export function receiptFont(log: { warn: (msg: string) => void }): ReceiptFont | null {
  if (found !== undefined) return found;
  found = CANDIDATES.find((c) => fs.existsSync(c.path)) ?? null;
  if (!found)
    log.warn(
      `receipts: no CJK font at ${CANDIDATES.map((c) => c.path).join(', ')}; receipts use Helvetica and print names in Latin letters only (install fonts-noto-cjk)`,
    );
  return found;
}
