import type { KycInfo } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const kycKeys = {
  all: ['kyc'] as const,
  latest: ['kyc', 'latest'] as const,
};

/** The member's latest KYC submission (null before the first). */
export function getKyc(signal?: AbortSignal) {
  return api.get<KycInfo | null>('/api/member/kyc', { signal });
}

export const kycQueryOptions = queryOptions({
  queryKey: kycKeys.latest,
  queryFn: ({ signal }) => getKyc(signal),
  meta: { silentError: true },
});

export function useKyc(enabled: boolean) {
  return useQuery({ ...kycQueryOptions, enabled });
}

export interface KycBody {
  id_number: string;
  fullname: string;
  sec_password: string;
  ic_front: File | null;
  ic_back: File | null;
  selfie: File | null;
}

/** `POST api/member/UserKyc` (multipart): the text fields and the two or three images. */
export function submitKyc(body: KycBody) {
  const form = new FormData();
  form.set('id_number', body.id_number.trim());
  form.set('fullname', body.fullname.trim());
  form.set('sec_password', body.sec_password);
  for (const side of ['ic_front', 'ic_back', 'selfie'] as const) {
    const file = body[side];
    if (file) form.set(side, file, file.name);
  }
  return api.post<KycInfo>('/api/member/UserKyc', form);
}

/** After a submission: the member info (the sidebar's KYC label) and the latest submission. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (kyc) => {
      queryClient.setQueryData(kycKeys.latest, kyc);
      void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
    },
    meta: { silentError: true },
  });
}
