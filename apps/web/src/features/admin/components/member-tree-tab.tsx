import { useMemo } from 'react';
import { adminTreeSource, TreeExplorer } from '@/features/genealogy';

/** The member's placement chart and sponsor list, as the member sees them (read only). */
export function MemberTreeTab({ memberId }: { memberId: number }) {
  const source = useMemo(() => adminTreeSource(memberId), [memberId]);
  return <TreeExplorer source={source} />;
}
