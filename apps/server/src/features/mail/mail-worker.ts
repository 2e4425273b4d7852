import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer, MailMessage } from '../../lib/mail.js';
import { onMailEnqueued } from './enqueue-mail.js';
import {
  type ClaimedMail,
  claimDueMail,
  dropDeadMail,
  markMailFailed,
  markMailSent,
  pruneFinishedMail,
} from './outbox-queries.js';

export interface MailWorkerOptions {
  /** Longest wait between two tries of one mail (the back-off doubles from 2 s up to this). */
  retryMaxSeconds: number;
  /** How often the outbox is looked at when nothing woke the worker. */
  pollMs?: number;
  /** How long a claimed row is reserved for its worker (longer than any send can take). */
  leaseSeconds?: number;
  /** Rows claimed at once. */
  batch?: number;
  /** A mail still unsent after this long is dropped. */
  giveUpHours?: number;
}

export interface MailWorker {
  /** Look at the outbox now (after a commit that put mail in it). */
  wake(): void;
  /** Sends everything due now; resolves when done (tests, and anyone who must know it left). */
  drain(): Promise<void>;
  /** Stops polling and waits for the sends in progress; unsent rows stay for the next worker. */
  stop(): Promise<void>;
}

/** 2 s, 4 s, 8 s … up to `max`, with ±25 % jitter so instances do not retry in step. */
export const retryDelaySeconds = (attempts: number, max: number) =>
  Math.min(2 * 2 ** Math.max(0, attempts - 1), max) * (0.75 + Math.random() * 0.5);

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * A claimed outbox row as the message handed to the transport, keyed by the row: its id and the
 * instant it was written (ids alone repeat in a database restored or set up again).
 */
export const outboxMessage = (mail: ClaimedMail): MailMessage => ({
  to: mail.recipient,
  subject: mail.subject,
  text: mail.text_body,
  html: mail.html_body,
  key: `outbox-${mail.id}.${mail.created}`,
});

/**
 * The outbox worker of one server instance: claims due rows (see `claimDueMail`), hands each to
 * the transport (SMTP, or files in DATA_DIR/outbox), and records the outcome. Several instances
 * share one outbox; each row goes to one of them at a time.
 */
export function startMailWorker(
  db: Db,
  transport: Mailer,
  log: FastifyBaseLogger,
  options: MailWorkerOptions,
): MailWorker {
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const batch = options.batch ?? 10;
  const giveUpHours = options.giveUpHours ?? 72;
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  let claims = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | null = null;
  let again = false;
  let lastPrune = 0;

  const deliver = async (mail: ClaimedMail, claim: string) => {
    try {
      await transport.send(outboxMessage(mail));
    } catch (err) {
      const delay = retryDelaySeconds(mail.attempts, options.retryMaxSeconds);
      const message = err instanceof Error ? err.message : String(err);
      log.warn(
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, retryIn: Math.round(delay) },
        `mail not sent: ${message}`,
      );
      await markMailFailed(db, mail.id, claim, delay, message);
      return;
    }
    await markMailSent(db, mail.id, claim);
    log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail sent');
  };

  /** One round: drop what must not go, claim a batch, send it. Returns how many were claimed. */
  const round = async () => {
    for (const dead of await dropDeadMail(db, giveUpHours))
      log.warn({ mailId: dead.id, kind: dead.kind, reason: dead.last_error }, 'mail dropped');
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneFinishedMail(db);
    }
    const claim = `${workerId}/${++claims}`;
    const due = await claimDueMail(db, claim, batch, leaseSeconds);
    await Promise.all(due.map((mail) => deliver(mail, claim)));
    return due.length;
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, pollMs);
  };

  // One loop at a time; a wake during a round asks for one more round after it.
  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (active) {
      again = true;
      return active;
    }
    active = (async () => {
      try {
        let claimed = 0;
        do {
          again = false;
          claimed = await round();
        } while (!stopped && (again || claimed === batch));
      } catch (err) {
        if (!stopped) log.error({ err }, 'mail outbox round failed');
      } finally {
        active = null;
        schedule();
      }
    })();
    return active;
  }

  const unsubscribe = onMailEnqueued(() => {
    if (!stopped) void run();
  });
  schedule();

  return {
    wake: () => {
      if (!stopped) void run();
    },
    drain: async () => {
      await run();
      // A round that was already under way when asked ran one more after it (`again`).
      while (active) await active;
    },
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      while (active) await active;
      await transport.close?.();
    },
  };
}
