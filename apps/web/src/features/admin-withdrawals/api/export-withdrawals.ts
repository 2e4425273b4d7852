import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { fileNameFromDisposition, saveFile } from '@/lib/download';
import { exportApiQuery, type WithdrawalFilters } from '../lib/filters';

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
      saveFile(blob, name);
      return name;
    },
    meta: { silentError: true },
  });
}
