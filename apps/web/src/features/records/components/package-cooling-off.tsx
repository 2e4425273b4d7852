import { Button, Paper, Stack, Text } from '@mantine/core';
import type { UserPackage } from '@rangkai/shared';
import { IconArrowBackUp, IconCalendarDue } from '@tabler/icons-react';
import { openCancelPurchase } from '@/features/packages';
import { businessToday } from '@/lib/business-time';
import { formatDateTime, formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { coolingOffOf, mayCancel, newerFirst } from '../lib/cooling-off';

/** The statement of BUSINESS_RULES §13, in the words of the Act (shown beside its translation). */
export const COOLING_OFF_STATEMENT =
  'THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS';

/**
 * A purchase's cooling-off period (BUSINESS_RULES §13): when it was cancelled, or the statement
 * with the last day to cancel (or that the period ended), and "Cancel this purchase" for the
 * member who paid while the server says it may be cancelled (within the period but not the
 * latest purchase: the newer one is to be cancelled first).
 */
export function PackageCoolingOff({
  record,
  viewerId,
}: {
  record: UserPackage;
  viewerId: number | undefined;
}) {
  const { t, i18n } = useTranslation('records');
  const today = businessToday();
  const period = coolingOffOf(record, today);

  if (period.state === 'cancelled')
    return (
      <Text size="xs" c="red.8" fw={500} data-testid="package-cancelled-at">
        {period.at
          ? t('packages.cooling_off.cancelled_at', {
              date: formatDateTime(period.at, i18n.language),
            })
          : t('packages.cooling_off.cancelled')}
      </Text>
    );

  const english = i18n.language === 'en';
  return (
    <Paper
      radius="sm"
      p="xs"
      bg={period.state === 'open' ? 'orange.0' : 'gray.0'}
      data-testid="package-cooling-off"
      data-state={period.state}
    >
      <Stack gap={4}>
        {period.state === 'open' ? (
          <Text size="sm" fw={600} c="orange.9" data-testid="package-last-day">
            <IconCalendarDue size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            {t('packages.cooling_off.last_day', { date: formatDay(period.until, i18n.language) })}
          </Text>
        ) : (
          <Text size="xs" c="dimmed" data-testid="package-last-day">
            {t('packages.cooling_off.ended', { date: formatDay(period.until, i18n.language) })}
          </Text>
        )}
        {!english && (
          <Text size="xs" c="dimmed" data-testid="package-statement-translated">
            {t('packages.cooling_off.statement')}
          </Text>
        )}
        <Text size="xs" c="dimmed" fw={600} lang="en" data-testid="package-statement">
          {COOLING_OFF_STATEMENT}
        </Text>
        {newerFirst(record, viewerId, today) && (
          <Text size="xs" c="dimmed" data-testid="package-cancel-later">
            {t('packages.cooling_off.newer_first')}
          </Text>
        )}
        {mayCancel(record, viewerId) && (
          <Button
            size="xs"
            color="red"
            variant="light"
            mt={2}
            leftSection={<IconArrowBackUp size={14} />}
            onClick={() => openCancelPurchase({ record })}
            style={{ alignSelf: 'flex-start' }}
            data-testid="package-cancel"
          >
            {t('packages.cooling_off.cancel')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
