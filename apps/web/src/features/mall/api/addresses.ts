import type { Address, addressesReply, ClientInfoControlRequest } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { mallKeys } from './keys';

type AddressesReply = z.infer<typeof addressesReply>;

export const addressesQueryOptions = queryOptions({
  queryKey: mallKeys.addresses,
  queryFn: ({ signal }) => api.get<AddressesReply>('/api/mall/getClientInfo', { signal }),
  select: (reply): Address[] => reply.records,
  meta: { silentError: true },
});

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}

/** Add, edit, delete or make default; the reply is the whole book again. */
export function useAddressControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientInfoControlRequest) =>
      api.post<AddressesReply>('/api/mall/clientInfoControl', body),
    onSuccess: (reply) => queryClient.setQueryData(mallKeys.addresses, reply),
    meta: { silentError: true },
  });
}
