import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { exportApiQuery, type WithdrawalFilters } from '../lib/filters';
import { fileNameFromDisposition } from '../lib/withdrawals';

/** Saves a blob under `name` through a temporary link (the browser's own download). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The bank payout file (CSV) of the approved withdrawals of the current dates and member. */
export function useExportWithdrawals() {
  return useMutation({
    mutationFn: async (filters: WithdrawalFilters) => {
      const { blob, headers } = await adminApi.file('/api/admin/withdrawals/export.csv', {
        query: exportApiQuery(filters),
      });
      const name = fileNameFromDisposition(
        headers.get('Content-Disposition'),
        'withdrawals-approved.csv',
      );
      save(blob, name);
      return name;
    },
    meta: { silentError: true },
  });
}
