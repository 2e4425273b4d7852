import type { Tx } from '../../db/client.js';

export type CloseTrigger = 'scheduler' | 'cli' | 'admin' | 'simulator';

export interface CloseOptions {
  trigger: CloseTrigger;
  triggeredBy?: string | null;
  /** The current time (the simulator's clock); the database's clock when absent. */
  now?: Date;
  /** Journals per credit batch (its own transaction); `CREDIT_BATCH` when absent. */
  creditBatch?: number;
  /** Progress of the long steps, for the CLI's bar. */
  onProgress?: (step: string, done: number, total: number) => void;
  /** Runs in the close's transaction once the date is closed (the back-office's audit row). */
  onClosed?: (tx: Tx, summary: CloseSummary) => Promise<void>;
}

export interface CloseSummary {
  businessDate: string;
  /** False when the date was already closed: nothing changed. */
  closed: boolean;
  purchases: number;
  salesBvSen: bigint;
  pairingSen: bigint;
  levelSen: bigint;
  leadershipSen: bigint;
  sponsorSen: bigint;
  bonusCount: number;
  membersPaid: number;
  rankChanges: number;
  membersTouched: number;
  durationMs: number;
  timings: Record<string, number>;
}

/** The summary of a close that paid nothing (or of a date already closed). */
export function emptySummary(date: string, closed: boolean, durationMs: number): CloseSummary {
  return {
    businessDate: date,
    closed,
    purchases: 0,
    salesBvSen: 0n,
    pairingSen: 0n,
    levelSen: 0n,
    leadershipSen: 0n,
    sponsorSen: 0n,
    bonusCount: 0,
    membersPaid: 0,
    rankChanges: 0,
    membersTouched: 0,
    durationMs,
    timings: {},
  };
}
