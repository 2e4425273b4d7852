import { showMessage } from '@/lib/messages';

/** The "password updated" dialog, with `textKey` saying which password and how. */
export function showPasswordUpdated(textKey: string) {
  showMessage({
    type: 'success',
    title: { key: 'member:password_updated' },
    text: { key: textKey },
  });
}
