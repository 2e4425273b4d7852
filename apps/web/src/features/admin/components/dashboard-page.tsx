import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingStore,
  IconCash,
  IconChartLine,
  IconHeadset,
  IconId,
  IconReceipt,
  IconUserPlus,
  IconWallet,
  IconZoomMoney,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { PageHeader } from '@/components/admin/page-header';
import { DashboardMoney, GoLiveBanner } from '@/features/admin-reports';
import { businessZoneLabel } from '@/lib/business-time';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useDashboard } from '../api/dashboard';
import { DailyChart } from './daily-chart';

function StatCard({
  label,
  value,
  Icon,
  color,
  testId,
  to,
  hint,
}: {
  label: string;
  value: ReactNode;
  /** What the figure counts, under it. */
  hint?: string;
  Icon: ComponentType<{ size?: number }>;
  color: string;
  testId: string;
  /** The queue the figure counts: the card opens it. */
  to?: string;
}) {
  // The icon beside the label, the figure under both with the card's whole width: on a phone
  // two cards share a row, and an amount must not break inside its digits.
  const content = (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} miw={0}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} size="lg" radius="md">
          <Icon size={20} />
        </ThemeIcon>
      </Group>
      <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-hint`}>
          {hint}
        </Text>
      )}
    </Stack>
  );
  return to ? (
    <Card component={Link} to={to} withBorder radius="md" padding="md" data-testid={testId}>
      {content}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      {content}
    </Card>
  );
}

const money = (value: number) => groupMoney(value.toFixed(2));

/** /admin: today's figures (business day in the business time zone) and the last 30 days. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const dashboard = useDashboard();

  // The go-live checklist sits above everything, whatever the figures do.
  if (dashboard.isPending || dashboard.isError) {
    return (
      <Stack gap="md">
        <GoLiveBanner />
        {dashboard.isPending ? (
          <LoadingState />
        ) : (
          <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        )}
      </Stack>
    );
  }
  const { today, series, business_date } = dashboard.data;
  const cards = [
    { key: 'new_members', value: today.new_members, Icon: IconUserPlus, color: 'teal' },
    {
      key: 'package_sales',
      value: `RM ${groupMoney(today.package_sales)}`,
      Icon: IconCash,
      color: 'green',
      hint: t('dashboard.package_sales_hint'),
    },
    {
      key: 'mall_sales',
      value: `RM ${groupMoney(today.mall_sales)}`,
      Icon: IconBuildingStore,
      color: 'lime',
      hint: t('dashboard.mall_sales_hint'),
      to: '/admin/mall/sales',
    },
    { key: 'bv', value: groupMoney(today.bv), Icon: IconChartLine, color: 'cyan' },
    {
      key: 'pending_deposits',
      value: today.pending_deposits,
      Icon: IconWallet,
      color: 'orange',
      to: '/admin/deposits',
    },
    {
      key: 'pending_kyc',
      value: today.pending_kyc,
      Icon: IconId,
      color: 'grape',
      to: '/admin/kyc',
    },
    {
      key: 'pending_withdrawals',
      value: today.pending_withdrawals,
      Icon: IconZoomMoney,
      color: 'red',
      to: '/admin/withdrawals',
    },
    { key: 'open_tickets', value: today.open_tickets, Icon: IconHeadset, color: 'blue' },
  ];

  return (
    <Stack gap="md">
      <GoLiveBanner />
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.business_date', {
          date: formatDay(business_date, i18n.language),
          zone: businessZoneLabel(),
        })}
      />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        {cards.map((card) => (
          <StatCard
            key={card.key}
            label={t(`dashboard.${card.key}`)}
            value={card.value}
            Icon={card.Icon}
            color={card.color}
            testId={`admin-stat-${card.key}`}
            to={'to' in card ? card.to : undefined}
            hint={'hint' in card ? card.hint : undefined}
          />
        ))}
      </SimpleGrid>
      <DashboardMoney dashboard={dashboard.data} />
      <Card withBorder radius="md" padding="md">
        <Group gap="xs" mb="sm">
          <IconReceipt size={18} />
          <Text fw={600}>{t('dashboard.last_30_days')}</Text>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
          <DailyChart
            label={t('dashboard.chart_new_members')}
            maxLabel={t('dashboard.chart_highest')}
            points={series.map((d) => ({ date: d.date, value: d.new_members }))}
            testId="admin-chart-members"
          />
          <DailyChart
            label={t('dashboard.chart_package_sales')}
            maxLabel={t('dashboard.chart_highest')}
            color="green.6"
            points={series.map((d) => ({ date: d.date, value: Number(d.package_sales) }))}
            format={money}
            testId="admin-chart-sales"
          />
          <DailyChart
            label={t('dashboard.chart_mall_sales')}
            maxLabel={t('dashboard.chart_highest')}
            color="lime.7"
            points={series.map((d) => ({ date: d.date, value: Number(d.mall_sales) }))}
            format={money}
            testId="admin-chart-mall-sales"
          />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
