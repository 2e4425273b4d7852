import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvLine, listFormat } from './csv.js';

describe('csvField', () => {
  it('quotes a comma, a quote or a line break (RFC 4180)', () => {
    expect(csvField('Maybank')).toBe('Maybank');
    expect(csvField('Tan, Ah Kow')).toBe('"Tan, Ah Kow"');
    expect(csvField('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses every cell a spreadsheet would run as a formula', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+60123456789')).toBe("'+60123456789");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('\rx')).toBe(`"'\rx"`);
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('keeps a decimal amount a number in an amount column, never a formula there', () => {
    expect(csvField('-59.00', { number: true })).toBe('-59.00');
    expect(csvField('120.50', { number: true })).toBe('120.50');
    expect(csvField('-1+2', { number: true })).toBe("'-1+2");
    expect(csvField('=1', { number: true })).toBe("'=1");
  });

  it('writes numbers, bigints and empty cells', () => {
    expect(csvField(42)).toBe('42');
    expect(csvField(-3)).toBe("'-3");
    expect(csvField(12n)).toBe('12');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', null, '-1.00'], (i) => i === 3)).toBe('a,"b,c",,-1.00\r\n');
    expect(csvLine(['-1.00'])).toBe("'-1.00\r\n");
  });

  it('has a BOM for spreadsheets and a json/csv list format', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(listFormat.parse(undefined)).toBe('json');
    expect(listFormat.safeParse('xml').success).toBe(false);
  });
});
