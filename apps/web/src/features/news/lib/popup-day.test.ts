import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dayOfMonth,
  hidePopupToday,
  POPUP_DAY_KEY,
  readPopupDay,
  shouldShowPopup,
} from './popup-day';

describe('news popup day', () => {
  const the26th = new Date(2026, 10, 26, 23, 59);

  it('shows when announcements exist and the stored day is not today', () => {
    expect(shouldShowPopup(2, null, the26th)).toBe(true);
    expect(shouldShowPopup(2, '25', the26th)).toBe(true);
    expect(shouldShowPopup(1, '26', the26th)).toBe(false);
    expect(shouldShowPopup(0, null, the26th)).toBe(false);
  });

  it('compares only the day of the month (the same day next month shows nothing: spec §9)', () => {
    expect(dayOfMonth(the26th)).toBe('26');
    expect(shouldShowPopup(1, '26', new Date(2026, 11, 26, 8))).toBe(false);
    expect(shouldShowPopup(1, '26', new Date(2026, 10, 27, 0, 0))).toBe(true);
  });

  describe('storage', () => {
    const store = new Map<string, string>();
    afterEach(() => {
      store.clear();
      vi.unstubAllGlobals();
    });

    it('stores today and reads it back', () => {
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
      });
      expect(readPopupDay()).toBeNull();
      hidePopupToday(the26th);
      expect(store.get(POPUP_DAY_KEY)).toBe('26');
      expect(readPopupDay()).toBe('26');
    });

    it('treats storage that throws as empty', () => {
      vi.stubGlobal('localStorage', {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      });
      expect(readPopupDay()).toBeNull();
      expect(() => hidePopupToday(the26th)).not.toThrow();
    });
  });
});
