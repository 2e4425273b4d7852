import type { CliCommand } from '../../lib/cli-command.js';

export const walletCommands: Record<string, CliCommand> = {};
