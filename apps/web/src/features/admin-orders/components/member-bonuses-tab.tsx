import { ScrollArea, SegmentedControl, Stack } from '@mantine/core';
import { type BonusType, bonusTypes } from '@rangkai/shared';
import { useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import { PagedResult } from '@/components/admin/paged-result';
import { useTranslation } from '@/lib/i18n';
import { useBonuses } from '../api/bonuses';
import { bonusColumns } from './bonus-columns';
import { BonusTotals } from './bonus-totals';

/**
 * A member's bonuses on their page: the bonus list searched by their username. Should the
 * search also find another member (a longer username containing this one), the member column
 * appears, so no row is taken for this member's.
 */
export function MemberBonusesTab({ memberId, username }: { memberId: number; username: string }) {
  const { t, i18n } = useTranslation('adminOrders');
  const [bonus, setBonus] = useState<BonusType | 'all'>('all');
  const [page, setPage] = useState(1);
  const bonuses = useBonuses({
    bonus: bonus === 'all' ? undefined : bonus,
    search: username,
    page,
  });

  return (
    <Stack gap="sm">
      <ScrollArea type="never">
        <SegmentedControl
          size="xs"
          value={bonus}
          onChange={(value) => {
            setBonus(bonusTypes.find((x) => x === value) ?? 'all');
            setPage(1);
          }}
          data={['all' as const, ...bonusTypes].map((x) => ({
            value: x,
            label: t(`bonus_types.${x}`),
          }))}
          data-testid="admin-member-bonus-type"
        />
      </ScrollArea>
      {bonuses.data && <BonusTotals totals={bonuses.data.totals} />}
      <PagedResult
        query={bonuses}
        page={page}
        onPage={setPage}
        emptyText={t('bonuses.member_empty')}
      >
        {(records) => (
          <DataTable
            rows={records}
            columns={bonusColumns(
              t,
              i18n.language,
              records.some((b) => b.member.id !== memberId),
            )}
            rowKey={(b) => b.id}
            minWidth={860}
            testId="admin-member-bonuses-table"
          />
        )}
      </PagedResult>
    </Stack>
  );
}
