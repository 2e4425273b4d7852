import { formatSen } from '@rangkai/shared';
import PDFDocument from 'pdfkit';
import { businessDateTime, type Receipt } from './receipt.js';
import type { ReceiptFont } from './receipt-font.js';
import { type ReceiptLabels, type ReceiptLang, receiptLabels } from './receipt-labels.js';

/** `RM 1,234.50` (grouped thousands, two places), negative with a leading minus. */
export function rm(sen: bigint): string {
  const [whole, fraction] = formatSen(sen < 0n ? -sen : sen).split('.');
  return `${sen < 0n ? '-' : ''}RM ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** "2027-01-18 (Monday)": a business date with its weekday (in the locale given). */
export function lastDay(date: string, locale = 'en-GB'): string {
  const weekday = new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return `${date} (${weekday})`;
}

const RED = '#b00020';
const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN; // A4
/** Item table columns: name, quantity, unit price, line total (x offsets and widths). */
const COLS = [
  { x: 0, w: 250, align: 'left' as const },
  { x: 250, w: 50, align: 'right' as const },
  { x: 300, w: 100, align: 'right' as const },
  { x: 400, w: WIDTH - 400, align: 'right' as const },
];
/** Beyond Latin-1: what the built-in Helvetica cannot write. */
const WIDE = /[^\n -\u00ff]/;

/**
 * The receipt as a PDF (A4); a package purchase's carries the cooling-off statement and its last
 * day to cancel, and once cancelled says so at the top with the refund under the payment. Text
 * beyond Latin-1 (a Chinese name) is set in `font`, the rest in Helvetica — embedding a CJK subset
 * costs ~100 ms, so only a receipt that needs it pays. Without `font`, such text is left out (an
 * item keeps its English name). Its words are in `lang` (Chinese only with `font`: else English).
 */
export function renderReceipt(
  receipt: Receipt,
  font: ReceiptFont | null,
  lang: ReceiptLang = 'en',
): Promise<Buffer> {
  const words: ReceiptLabels = receiptLabels[lang === 'zh' && !font ? 'en' : lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Receipt ${receipt.number}`, Author: receipt.company.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font) doc.registerFont('cjk', font.path, font.family);
  /**
   * Text the document can write, and the face to write it in; `wide` when it shares a line with
   * wide text (one face per line keeps the baselines level).
   */
  const set = (text: string, bold = false, wide = false) => {
    if (!(wide && font) && !WIDE.test(text))
      return { text, face: bold ? 'Helvetica-Bold' : 'Helvetica' };
    return font
      ? { text, face: 'cjk' }
      : { text: text.replace(new RegExp(WIDE, 'g'), '?'), face: 'Helvetica' };
  };
  const write = (
    value: string,
    options: PDFKit.Mixins.TextOptions & {
      bold?: boolean;
      wide?: boolean;
      x?: number;
      y?: number;
    } = {},
  ) => {
    const { bold, wide, x, y, ...rest } = options;
    const { text, face } = set(value, bold, wide);
    doc.font(face);
    if (x === undefined) doc.text(text, rest);
    else doc.text(text, x, y, rest);
  };
  const itemName = (item: Receipt['items'][number]) =>
    font && item.name && item.name !== item.nameEn ? `${item.nameEn}\n${item.name}` : item.nameEn;

  // The company and the receipt's identity.
  doc.fontSize(16);
  write(receipt.company.name, { bold: true, width: WIDTH });
  doc.fontSize(9).fillColor('#444');
  write(`${words.registrationNo}: ${receipt.company.regNo}`);
  doc.moveDown(1.2);
  doc.fontSize(14).fillColor('#000');
  write(words.receipt, { bold: true });
  doc.moveDown(0.4);
  const line = (label: string, value: string) => {
    doc.fontSize(10).fillColor('#555');
    const wide = WIDE.test(value) || WIDE.test(label);
    write(`${label}: `, { continued: true, wide });
    doc.fillColor('#000');
    write(value, { wide });
  };
  const cancelled = receipt.coolingOff?.cancelled ?? null;
  if (cancelled) {
    doc.fontSize(12).fillColor(RED);
    write(`${words.cancelledOn} ${businessDateTime(cancelled.at)}`, { bold: true });
    doc.moveDown(0.3);
  }
  line(words.receiptNo, receipt.number);
  line(words.date, businessDateTime(receipt.at));
  if (receipt.reference) line(words.orderNo, receipt.reference);
  const { member, paidBy } = receipt;
  line(words.member, `${member.username} (${member.memberCode}) · ${member.fullname}`);
  if (paidBy) line(words.paidBy, `${paidBy.username} · ${paidBy.fullname}`);
  doc.moveDown(1);

  // Items: one row each, the name (and its Chinese name) wrapping in its column.
  const row = (cells: string[], bold = false) => {
    doc.fontSize(10).fillColor('#000');
    const y = doc.y;
    const wide = cells.some((cell) => WIDE.test(cell));
    let height = 0;
    cells.forEach((text, i) => {
      const col = COLS[i];
      write(text, { bold, wide, x: MARGIN + col.x, y, width: col.w, align: col.align });
      height = Math.max(height, doc.y - y);
    });
    doc.x = MARGIN;
    doc.y = y + height + 4;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .strokeColor('#999')
      .lineWidth(0.5)
      .stroke();
    doc.y += 4;
  };
  row([words.item, words.quantity, words.unitPrice, words.amount], true);
  rule();
  for (const item of receipt.items) {
    const name = item.note ? `${itemName(item)}\n${item.note}` : itemName(item);
    const total = item.unitPriceSen * BigInt(item.quantity);
    row([name, String(item.quantity), rm(item.unitPriceSen), rm(total)]);
  }
  rule();

  // Amounts (BUSINESS_RULES §12: subtotal, voucher, shipping, total) and how it was paid.
  const amount = (label: string, value: string, bold = false) => {
    doc.fontSize(10).fillColor('#000');
    const y = doc.y;
    write(label, { bold, x: MARGIN + 200, y, width: 200, align: 'right' });
    write(value, { bold, x: MARGIN + 400, y, width: WIDTH - 400, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, y) + 2;
  };
  amount(words.subtotal, rm(receipt.subtotalSen));
  if (receipt.discountSen > 0n)
    amount(
      receipt.voucherCode ? `${words.voucher} ${receipt.voucherCode}` : words.voucher,
      rm(-receipt.discountSen),
    );
  amount(words.shipping, rm(receipt.shippingSen));
  amount(words.total, rm(receipt.totalSen), true);
  doc.moveDown(1);
  doc.fontSize(11);
  write(words.payment, { bold: true, x: MARGIN, y: doc.y });
  doc.moveDown(0.2);
  if (receipt.paid.length === 0) line(words.paid, rm(0n));
  for (const { wallet, sen } of receipt.paid) line(words.from(words.wallets[wallet]), rm(sen));
  if (cancelled) line(words.refundedTo(words.wallets.point3), rm(cancelled.refundSen));

  if (receipt.statement) {
    doc.moveDown(1.2);
    doc.fontSize(11).fillColor('#000');
    write(receipt.statement, { bold: true, x: MARGIN, y: doc.y, width: WIDTH });
  }
  if (receipt.coolingOff) {
    if (!receipt.statement) doc.moveDown(1.2);
    line(words.lastDayToCancel, lastDay(receipt.coolingOff.until, words.locale));
  }
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#777');
  write(words.footer, {
    x: MARGIN,
    y: doc.y,
    width: WIDTH,
  });
  doc.end();
  return done;
}
