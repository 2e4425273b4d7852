import { Box, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminBonusClosesReply } from '@rangkai/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { bonusColors, closeBonusKeys, formatRatio, ratioColors, ratioLevel } from '../lib/figures';
import { RatioText } from './close-badges';

function Figure({
  label,
  value,
  sub,
  color,
  tone,
  testId,
}: {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  /** A dot in front of the label: the series colour in the charts. */
  color?: string;
  /** A light background (a Mantine colour name). */
  tone?: string;
  testId: string;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      bg={tone ? `${tone}.0` : undefined}
      data-testid={testId}
    >
      <Stack gap={2} miw={0}>
        <Group gap={6} wrap="nowrap" miw={0}>
          {color && (
            <Box
              w={8}
              h={8}
              bg={color}
              style={{ borderRadius: '50%', flexShrink: 0 }}
              aria-hidden
            />
          )}
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={2}>
            {label}
          </Text>
        </Group>
        <Text
          fw={700}
          fz={{ base: 'md', sm: 'lg' }}
          component="div"
          style={{ overflowWrap: 'anywhere' }}
          data-testid={`${testId}-value`}
        >
          {value}
        </Text>
        {sub && (
          <Text size="xs" c="dimmed" component="div">
            {sub}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The range's figures: sales, bonuses (all and by type), payout ratio against the alert ratio,
 * flushed volume, the carries still to be matched, and the members paid over the range.
 */
export function CloseSummary({ data }: { data: AdminBonusClosesReply }) {
  const { t } = useTranslation('adminCompensation');
  const { totals, outstanding, alert_ratio } = data;
  const level = ratioLevel(totals.payout_ratio, alert_ratio);
  const rm = (amount: string) => `RM ${groupMoney(amount)}`;

  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs" data-testid="admin-closes-summary">
        <Figure
          label={t('summary.sales')}
          value={rm(totals.sales)}
          sub={t('summary.purchases', { count: totals.purchases })}
          testId="admin-closes-total-sales"
        />
        <Figure
          label={t('summary.bonus')}
          value={rm(totals.bonus)}
          sub={t('summary.credits', { count: totals.bonus_count })}
          tone="teal"
          testId="admin-closes-total-bonus"
        />
        <Figure
          label={t('summary.ratio')}
          value={<RatioText ratio={totals.payout_ratio} alertRatio={alert_ratio} size="xl" />}
          sub={
            level === 'ok' ? (
              t('summary.alert_at', { ratio: formatRatio(alert_ratio) })
            ) : (
              <Text span size="xs" fw={600} c={`${ratioColors[level]}.7`}>
                {t(level === 'alert' ? 'summary.ratio_alert' : 'summary.ratio_near')} ·{' '}
                {t('summary.alert_at', { ratio: formatRatio(alert_ratio) })}
              </Text>
            )
          }
          tone={level === 'ok' ? undefined : ratioColors[level]}
          testId="admin-closes-total-ratio"
        />
        <Figure
          label={t('summary.members_paid')}
          value={totals.members_paid}
          testId="admin-closes-members-paid"
        />
        {closeBonusKeys.map((key) => (
          <Figure
            key={key}
            label={t(`bonus_types.${key}`)}
            value={rm(totals[key])}
            color={bonusColors[key]}
            testId={`admin-closes-total-${key}`}
          />
        ))}
        <Figure
          label={t('summary.flushed')}
          value={rm(totals.flushed)}
          sub={t('summary.matched', { amount: rm(totals.matched) })}
          testId="admin-closes-total-flushed"
        />
        <Figure
          label={t('summary.carry')}
          value={
            <Stack gap={0}>
              {(['left', 'right'] as const).map((leg) => (
                <Group key={leg} justify="space-between" gap={4} wrap="nowrap">
                  <Text span size="xs" c="dimmed">
                    {t(`summary.${leg}`)}
                  </Text>
                  <Text span fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {rm(outstanding[`carry_${leg}`])}
                  </Text>
                </Group>
              ))}
            </Stack>
          }
          testId="admin-closes-carry"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('summary.closed_only')}
      </Text>
    </Stack>
  );
}
