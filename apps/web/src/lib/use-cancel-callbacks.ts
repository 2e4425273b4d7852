import { useState } from 'react';
import { applyServerErrors, describeServerError } from '@/lib/form-errors';
import type { TFunction } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showError } from '@/lib/messages';

interface CancelCallbacksOptions<Reply> {
  t: TFunction;
  form: Parameters<typeof applyServerErrors>[1];
  /** Refusal code the server pins to no field → the form field it belongs under. */
  codeFields: Record<string, string>;
  /** The refusal that says this cannot be cancelled (any more), or null for any other error. */
  refusalOf: (error: unknown) => string | null;
  /** Read again what a refusal shows is stale (the records, the order). */
  refresh: () => void;
  onCancelled: (reply: Reply) => void;
}

/**
 * A member's cancel confirmed with the security password (a mall order, a package purchase): one
 * Idempotency-Key per confirmed submission, reset once answered; a refusal saying it cannot be
 * cancelled becomes `refused` (shown instead of the form) and refreshes; any other refusal goes
 * under the form's fields or to the message dialog.
 */
export function useCancelCallbacks<Reply>(options: CancelCallbacksOptions<Reply>) {
  const idempotency = useIdempotencyKey();
  const [refused, setRefused] = useState<string | null>(null);
  const callbacks = {
    onSuccess: (reply: Reply) => {
      idempotency.reset();
      options.onCancelled(reply);
    },
    onError: (error: unknown) => {
      const refusal = options.refusalOf(error);
      if (refusal) {
        idempotency.reset();
        setRefused(refusal);
        options.refresh();
        return;
      }
      applyServerErrors(options.t, options.form, error, {
        codeFields: options.codeFields,
        describe: (code) => describeServerError(options.t, error, code),
        onUnmatched: showError,
      });
    },
  };
  return { refused, keyFor: idempotency.keyFor, callbacks };
}
