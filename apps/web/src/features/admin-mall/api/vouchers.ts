import type { AdminVoucher } from '@rangkai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';

const vouchersKey = ['admin', 'mall', 'vouchers'] as const;

interface VoucherPage {
  records: AdminVoucher[];
  total: number;
  last_page: number;
}

/** A page of vouchers, newest first, with how many were claimed and used. */
export function adminVouchersQuery(page: number) {
  return adminPageQuery<VoucherPage>([...vouchersKey, page], '/api/admin/mall/vouchers', { page });
}

export function useAdminVouchers(page: number) {
  return useQuery(adminVouchersQuery(page));
}

/** Create (no id) or change a voucher; audited. */
export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id
        ? adminApi.put<AdminVoucher>(`/api/admin/mall/vouchers/${id}`, body)
        : adminApi.post<AdminVoucher>('/api/admin/mall/vouchers', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vouchersKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
