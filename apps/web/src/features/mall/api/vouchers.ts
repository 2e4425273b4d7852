import type { Voucher, VoucherStatus, vouchersReply } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { mallKeys } from './keys';

type VouchersReply = z.infer<typeof vouchersReply>;

export function vouchersQueryOptions(status: VoucherStatus) {
  return queryOptions({
    queryKey: mallKeys.vouchers(status),
    queryFn: ({ signal }) =>
      api.get<VouchersReply>('/api/mall/getVoucher', { query: { status }, signal }),
    select: (reply): Voucher[] => reply.records,
    meta: { silentError: true },
  });
}

export function useVouchers(status: VoucherStatus, enabled = true) {
  return useQuery({ ...vouchersQueryOptions(status), enabled });
}

/** Claim by id (a card's button) or by code (typed in). */
export function useClaimVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { voucher_id: number } | { code: string }) =>
      api.post<Voucher>('/api/mall/claimVoucher', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mall', 'vouchers'] }),
    meta: { silentError: true },
  });
}
