import { describe, expect, it, vi } from 'vitest';
import { fileNameFromDisposition, saveFile, saveUrl } from './download';

describe('fileNameFromDisposition', () => {
  it('takes the quoted or bare file name', () => {
    expect(
      fileNameFromDisposition('attachment; filename="withdrawals-2026-11-26.csv"', 'x.csv'),
    ).toBe('withdrawals-2026-11-26.csv');
    expect(fileNameFromDisposition('attachment; filename=payout.csv', 'x.csv')).toBe('payout.csv');
  });

  it('prefers the UTF-8 name and keeps no folder', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="a.csv"; filename*=UTF-8''pay%20out%E2%82%AC.csv`,
        'x.csv',
      ),
    ).toBe('pay out€.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/payout.csv"', 'x.csv')).toBe(
      'payout.csv',
    );
  });

  it('falls back when there is no usable name', () => {
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E2%28`, 'x.csv')).toBe('x.csv');
  });
});

describe('saving a file through a link', () => {
  it('clicks a hidden link named for the file, then takes it away; a blob’s URL is freed later', () => {
    vi.useFakeTimers();
    const clicked: { href: string; download: string; display: string }[] = [];
    const inPage: unknown[] = [];
    const link = {
      href: '',
      download: '',
      style: { display: '' },
      click: () =>
        clicked.push({ href: link.href, download: link.download, display: link.style.display }),
      remove: () => inPage.splice(inPage.indexOf(link), 1),
    };
    vi.stubGlobal('document', {
      createElement: (tag: string) => (tag === 'a' ? link : null),
      body: { append: (node: unknown) => inPage.push(node) },
    });
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:one');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    try {
      saveUrl('blob:receipt', 'receipt.pdf');
      expect(clicked).toEqual([{ href: 'blob:receipt', download: 'receipt.pdf', display: 'none' }]);
      expect(inPage).toEqual([]);
      expect(revoked).toEqual([]);

      saveFile(new Blob(['a,b']), 'orders.csv');
      expect(clicked[1]).toEqual({ href: 'blob:one', download: 'orders.csv', display: 'none' });
      expect(inPage).toEqual([]);
      expect(revoked).toEqual([]);
      vi.advanceTimersByTime(10_000);
      expect(revoked).toEqual(['blob:one']);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});
