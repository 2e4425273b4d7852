import { afterCommit, type Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { MailMessage } from '../../lib/mail.js';

/** What a mail is, for logs and metrics. */
export type MailKind = 'code' | 'notice' | 'welcome';

const listeners = new Set<() => void>();

/** Called after each commit (in this process) that put mail in the outbox; returns an unsubscribe. */
export function onMailEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Puts an e-mail in the outbox, in the caller's transaction: it is sent (by whichever server
 * instance's worker claims it) only if the event that causes it commits, and one INSERT is all the
 * request pays. The worker of this process is woken once the transaction has committed.
 */
export async function enqueueMail(
  db: Executor,
  message: MailMessage,
  options: { kind: MailKind; expiresAt?: Date; supersedeKey?: string },
): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: options.kind,
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    expiresAt: options.expiresAt ?? null,
    supersedeKey: options.supersedeKey ?? null,
  });
  afterCommit(db, () => {
    for (const listener of listeners) listener();
  });
}
