import { useDebouncedValue } from '@mantine/hooks';
import type { AutoPlacement } from '@/lib/new-member-values';
import { useCheckRef } from '../api/check-ref';
import { useCheckUser } from '../api/check-user';

export type SponsorStatus = 'idle' | 'checking' | 'valid' | 'invalid';

/**
 * The sponsor code as typed, checked once typing pauses (spec §5: `correct_ref` /
 * `incorrect_ref`), with the sponsor's placement: a sponsor without sponsored members places
 * the new member at its end node without asking for a leg.
 */
export function useSponsor(refCode: string) {
  const [code] = useDebouncedValue(refCode.trim(), 400);
  const typing = code !== refCode.trim();
  const ref = useCheckRef(code);
  const placementQuery = useCheckUser(ref.data?.member_code);
  const placement = placementQuery.data;

  const status: SponsorStatus =
    code === ''
      ? 'idle'
      : typing || ref.isFetching || placementQuery.isFetching
        ? 'checking'
        : ref.isError || placementQuery.isError
          ? 'invalid'
          : ref.data && placement
            ? 'valid'
            : 'checking';

  const autoPlacement: AutoPlacement | null =
    placement && placement.total_sponsor === 0
      ? { jid: placement.end.jid, group_type: placement.end.group_type === 2 ? 2 : 1 }
      : null;

  return {
    status,
    sponsor: ref.data,
    legs: placement?.legs ?? [],
    autoPlacement,
    refreshPlacement: () => placementQuery.refetch(),
  };
}

export type Sponsor = ReturnType<typeof useSponsor>;
