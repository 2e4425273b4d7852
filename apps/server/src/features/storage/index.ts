export { lastBackupAt, recordBackup } from './backup-runs.js';
