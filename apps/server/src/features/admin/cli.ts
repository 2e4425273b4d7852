import type { CliCommand } from '../../lib/cli-command.js';

export const adminCommands: Record<string, CliCommand> = {};
