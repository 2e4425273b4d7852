import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminDashboard } from '@rangkai/shared';
import { IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { ratioPercent } from '../lib/range';

type Figures = AdminDashboard['last_30_days'];
const FIGURES = ['package_sales', 'mall_sales', 'bonuses_paid', 'payout_ratio'] as const;

function Figure({
  id,
  period,
  figures,
}: {
  id: (typeof FIGURES)[number];
  period: string;
  figures: Figures;
}) {
  const { t } = useTranslation('adminReports');
  const value = id === 'payout_ratio' ? ratioPercent(figures[id]) : `RM ${groupMoney(figures[id])}`;
  return (
    <Stack gap={2} miw={0} data-testid={`dashboard-money-${period}-${id}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t(`dashboard.${id}`)}
      </Text>
      <Text fw={700} fz={{ base: 'md', sm: 'lg' }} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`dashboard.${id}_hint`)}
      </Text>
    </Stack>
  );
}

/**
 * Package sales, mall sales (net of vouchers), bonuses paid and the payout ratio beside them, for
 * today and the last 30 business days, each with what it counts; the reconciliation opens below.
 */
export function DashboardMoney({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useTranslation('adminReports');
  const periods = [
    { id: 'today', figures: dashboard.today },
    { id: 'last_30_days', figures: dashboard.last_30_days },
  ] as const;
  return (
    <Card withBorder radius="md" padding="md" data-testid="dashboard-money">
      <Group justify="space-between" gap="xs" mb="sm">
        <Group gap="xs">
          <IconScale size={18} />
          <Text fw={600}>{t('dashboard.title')}</Text>
        </Group>
        <Text component={Link} to="/admin/reports/reconciliation" size="sm" c="blue">
          {t('dashboard.open_reconciliation')}
        </Text>
      </Group>
      <Stack gap="md">
        {periods.map((period) => (
          <Stack key={period.id} gap="xs">
            <Text size="sm" fw={600}>
              {t(`dashboard.period_${period.id}`)}
            </Text>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
              {FIGURES.map((id) => (
                <Figure key={id} id={id} period={period.id} figures={period.figures} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
