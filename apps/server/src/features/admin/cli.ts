import { adminRole, adminUsername, password } from '@rangkai/shared';
import type { CliCommand } from '../../lib/cli-command.js';
import { runAction } from '../../lib/run-action.js';
import { createAdmin } from './admin-accounts.js';

const CLI_ACTOR = { actor: { adminId: null, username: 'cli' }, ip: null };

/** `admin:create --username U --role admin|support [--password P]` */
const createAdminCommand: CliCommand = {
  summary: 'Create a back-office account: --username U --role admin|support [--password P]',
  async run({ db, flags }) {
    const username = adminUsername.safeParse(flags.username ?? '');
    const role = adminRole.safeParse(flags.role ?? '');
    const given = flags.password === undefined ? undefined : password.safeParse(flags.password);
    const problems = [
      !username.success && '--username: 3–32 letters, digits, _ . or -',
      !role.success && '--role: admin or support',
      given && !given.success && '--password: 6–20 letters and digits, at least one of each',
    ].filter(Boolean);
    if (problems.length > 0 || !username.success || !role.success) {
      console.error(problems.join('\n'));
      return 2;
    }
    try {
      const created = await runAction(db, CLI_ACTOR, (tx) =>
        createAdmin(tx, {
          username: username.data,
          role: role.data,
          password: given?.data,
        }),
      );
      console.log(`Created ${created.role} "${created.username}" (id ${created.id}).`);
      if (created.generated_password) {
        console.log(`Password (shown once): ${created.generated_password}`);
      }
      return 0;
    } catch (err) {
      if (err instanceof Error && err.message === 'CONFLICT') {
        console.error(`--username: "${username.data}" is already taken`);
        return 1;
      }
      throw err;
    }
  },
};

export const adminCommands: Record<string, CliCommand> = {
  'admin:create': createAdminCommand,
};
