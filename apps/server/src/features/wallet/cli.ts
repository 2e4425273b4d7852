import { parseMoney, wallets } from '@rangkai/shared';
import type { CliCommand } from '../../lib/cli-command.js';
import { runMoneyAction } from '../money/index.js';
import { adjustWallet } from './adjust-wallet.js';
import { verifyLedger } from './verify-ledger.js';

export const walletCommands: Record<string, CliCommand> = {
  'ledger:verify': {
    summary: 'Self-audit the ledger (journals balance, balances match lines, none negative)',
    async run({ db }) {
      const report = await verifyLedger(db);
      console.log(JSON.stringify(report, null, 2));
      console.log(report.ok ? 'Ledger OK' : 'LEDGER PROBLEMS FOUND');
      return report.ok ? 0 : 1;
    },
  },
  'wallet:adjust': {
    summary:
      'Credit (or --debit) a member wallet: --username U --wallet point3 --amount 100.00 --reason "…"',
    async run({ db, flags }) {
      const amount = flags.amount ? parseMoney(flags.amount) : null;
      const problems: string[] = [];
      if (!flags.username) problems.push('--username is required');
      if (!wallets.includes(flags.wallet as (typeof wallets)[number]))
        problems.push(`--wallet must be one of ${wallets.join(', ')}`);
      if (amount === null || amount <= 0n)
        problems.push('--amount must be a positive amount with at most two decimals');
      if (!flags.reason || flags.reason.trim().length < 3)
        problems.push('--reason is required (3+ characters)');
      if (problems.length) {
        console.error(problems.join('\n'));
        return 2;
      }
      const { body } = await runMoneyAction(
        db,
        {
          actor: { type: 'system', username: 'cli' },
          route: 'wallet-adjust',
          key: null,
          body: flags,
        },
        (tx) =>
          adjustWallet(tx, {
            username: flags.username,
            wallet: flags.wallet as (typeof wallets)[number],
            direction: flags.debit === 'true' ? 'debit' : 'credit',
            amountSen: amount!,
            reason: flags.reason.trim(),
            adminId: null,
          }),
      );
      const result = body.data;
      console.log(
        `${result.username} ${result.wallet} balance is now ${result.balance} (journal ${result.journal_id})`,
      );
      return 0;
    },
  },
};
