import type { CliCommand } from '../../lib/cli-command.js';
import { rebuildTrees } from './rebuild.js';
import { refreshTreeSizes } from './sizes.js';
import { verifyTrees } from './verify.js';

export const genealogyCommands: Record<string, CliCommand> = {
  'tree:verify': {
    summary: 'Check both trees’ labels against the members’ sponsor and placement parents',
    async run({ db }) {
      const started = Date.now();
      const problems = await verifyTrees(db);
      for (const p of problems) console.log(`  ${p}`);
      console.log(
        problems.length === 0
          ? `Trees OK (${Date.now() - started} ms)`
          : `TREE PROBLEMS FOUND (first ${problems.length}); \`tree:rebuild\` rewrites the labels`,
      );
      return problems.length === 0 ? 0 : 1;
    },
  },
  'tree:sizes': {
    summary: 'Recount every downline size now (the server does it after each daily close)',
    async run({ db }) {
      const started = Date.now();
      const { changed, upto } = await db.transaction((tx) => refreshTreeSizes(tx));
      console.log(
        `Downline sizes up to member ${upto}: ${changed} changed (${Date.now() - started} ms)`,
      );
      return 0;
    },
  },
  'tree:rebuild': {
    summary: 'Rewrite both trees’ labels from the parents (after a bulk import); then verifies',
    async run({ db }) {
      const started = Date.now();
      const { members } = await db.transaction(async (tx) => {
        const rebuilt = await rebuildTrees(tx);
        await refreshTreeSizes(tx);
        return rebuilt;
      });
      const problems = await verifyTrees(db);
      console.log(`Rebuilt the trees of ${members} members in ${Date.now() - started} ms`);
      for (const p of problems) console.log(`  ${p}`);
      return problems.length === 0 ? 0 : 1;
    },
  },
};
