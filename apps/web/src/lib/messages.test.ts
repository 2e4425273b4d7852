import { describe, expect, it } from 'vitest';
import { showError, showMessage, showSuccess, takeNotices } from './messages';

describe('messages', () => {
  it('a success is a notification to hand over, never a dialog', () => {
    showSuccess('mall:details.added');
    // The same success again while the first is still waiting is not repeated.
    showSuccess('mall:details.added');
    showMessage({
      type: 'success',
      title: { key: 'withdraw:details.success_title' },
      text: { key: 'withdraw:details.success' },
    });
    const notices = takeNotices();
    expect(notices.map((m) => [m.type, m.text.key])).toEqual([
      ['success', 'mall:details.added'],
      ['success', 'withdraw:details.success'],
    ]);
    expect(notices[1]?.title?.key).toBe('withdraw:details.success_title');
    // Taken once: the next take is empty.
    expect(takeNotices()).toEqual([]);
  });

  it('an error stays a dialog to acknowledge and is not handed over as a notification', () => {
    showError(new Error('boom'));
    expect(takeNotices()).toEqual([]);
  });
});
