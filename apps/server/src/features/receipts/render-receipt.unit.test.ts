import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { Receipt } from './receipt.js';
import { receiptFont } from './receipt-font.js';
import { lastDay, renderReceipt, rm } from './render-receipt.js';

const NOTO = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

const receipt: Receipt = {
  number: 'R-MO20261127-ABC234',
  kind: 'mall',
  at: new Date('2026-11-27T16:30:00Z'),
  company: { name: 'Kedai Rangkai Sdn Bhd', regNo: '202401234567' },
  member: { username: 'siti88', fullname: '陈小明', memberCode: 'RK000123' },
  paidBy: null,
  reference: 'MO20261127-ABC234',
  items: [{ name: '草本茶', nameEn: 'Herbal Tea', quantity: 3, unitPriceSen: 123_456n }],
  subtotalSen: 370_368n,
  discountSen: 1_000n,
  voucherCode: 'SAVE10',
  shippingSen: 1_000n,
  totalSen: 370_368n,
  paid: [{ wallet: 'point1', sen: 370_368n }],
  statement: null,
};

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

describe('renderReceipt', () => {
  it('formats amounts as the screens do: RM, grouped thousands, two places', () => {
    expect(rm(0n)).toBe('RM 0.00');
    expect(rm(5n)).toBe('RM 0.05');
    expect(rm(123_456_789n)).toBe('RM 1,234,567.89');
    expect(rm(-1_000n)).toBe('-RM 10.00');
  });

  it('dates the sale on the business calendar (Kuala Lumpur: UTC+8, past midnight)', async () => {
    const text = await textOf(await renderReceipt(receipt, null));
    expect(text).toContain('2026-11-28 00:30 (Asia/Kuala_Lumpur)');
    expect(text).toMatch(/Herbal Tea\s+3\s+RM 1,234\.56\s+RM 3,703\.68/);
  });

  it('without a CJK font: Helvetica, English names only, no broken glyphs', async () => {
    const text = await textOf(await renderReceipt(receipt, null));
    expect(text).toContain('Herbal Tea');
    expect(text).not.toContain('草本茶');
    // A Chinese member name cannot be written in Helvetica: marked, not garbled.
    expect(text).toContain('siti88 (RK000123) · ???');
  });

  const purchase: Receipt = {
    ...receipt,
    kind: 'package',
    items: [{ name: '金', nameEn: 'Gold', quantity: 1, unitPriceSen: 70_000n }],
    subtotalSen: 70_000n,
    discountSen: 0n,
    voucherCode: null,
    totalSen: 71_000n,
    paid: [{ wallet: 'point3', sen: 71_000n }],
    statement: 'THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS',
    coolingOff: { until: '2027-01-18', cancelled: null },
  };

  it('a package purchase: the statement and the last day to cancel, with its weekday', async () => {
    expect(lastDay('2027-01-18')).toBe('2027-01-18 (Monday)');
    const text = await textOf(await renderReceipt(purchase, null));
    expect(text).toContain('THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS');
    expect(text).toContain('Last day to cancel: 2027-01-18 (Monday)');
    expect(text).not.toContain('CANCELLED');
    expect(text).not.toContain('Refunded');
  });

  it('a cancelled purchase: cancelled and when on top, the refund under the payment', async () => {
    const text = await textOf(
      await renderReceipt(
        {
          ...purchase,
          coolingOff: {
            until: '2027-01-18',
            cancelled: { at: new Date('2027-01-05T02:15:00Z'), refundSen: 71_000n },
          },
        },
        null,
      ),
    );
    expect(text).toContain('CANCELLED on 2027-01-05 10:15 (Asia/Kuala_Lumpur)');
    expect(text).toMatch(
      /From Register wallet: RM 710\.00\s+Refunded to Register wallet: RM 710\.00/,
    );
  });

  it('with Noto Sans CJK (fonts-noto-cjk; CI installs it): the Chinese names as written', async () => {
    const font = receiptFont(console);
    expect(font?.path ?? null).toBe(fs.existsSync(NOTO) ? NOTO : null);
    if (!font) return; // this machine has no CJK font: the case above is what it prints
    const text = await textOf(await renderReceipt(receipt, font));
    expect(text).toContain('草本茶');
    expect(text).toContain('陈小明');
    expect(text).toMatch(/Herbal Tea\s+草本茶\s+3\s+RM 1,234\.56/);
  });

  it("in Malay: the receipt's words, the weekday too; names, numbers and amounts as kept", async () => {
    expect(lastDay('2027-01-18', 'ms-MY')).toBe('2027-01-18 (Isnin)');
    const text = await textOf(await renderReceipt(purchase, null, 'ms'));
    expect(text).toContain('RESIT');
    expect(text).toContain('No. Resit: R-MO20261127-ABC234');
    expect(text).toMatch(/Barangan\s+Kuantiti\s+Harga seunit\s+Jumlah/);
    expect(text).toContain('Jumlah kecil');
    expect(text).toContain('Daripada Dompet pendaftaran: RM 710.00');
    expect(text).toContain('Hari terakhir untuk membatalkan: 2027-01-18 (Isnin)');
    expect(text).toContain('Resit ini dijana oleh komputer dan tidak memerlukan tandatangan.');
    expect(text).not.toContain('Subtotal');
  });

  it('in Chinese with the CJK font; in English without it (no broken glyphs)', async () => {
    expect(await textOf(await renderReceipt(receipt, null, 'zh'))).toContain('RECEIPT');
    const font = receiptFont(console);
    if (!font) return; // this machine has no CJK font: the English receipt is what it prints
    const text = await textOf(await renderReceipt(receipt, font, 'zh'));
    expect(text).toContain('收据');
    expect(text).toContain('收据编号: R-MO20261127-ABC234');
    expect(text).toContain('来自现金钱包: RM 3,703.68');
    expect(text).toContain('本收据由电脑生成，无需签名。');
    expect(text).not.toContain('RECEIPT');
  });
});
