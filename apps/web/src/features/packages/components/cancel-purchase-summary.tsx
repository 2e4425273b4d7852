import { Alert, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { UserPackage } from '@rangkai/shared';
import {
  IconCalendarDue,
  IconChartBar,
  IconPackage,
  IconTruckReturn,
  IconUserMinus,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate, formatDay } from '@/lib/date-format';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { kitOnCancel } from '../lib/cancel-purchase';

function Consequence({
  icon,
  color,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" data-testid={testId}>
      <ThemeIcon variant="light" color={color} radius="xl" size="md">
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

const Detail = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
    {children}
  </Text>
);

/**
 * What a cancellation does (BUSINESS_RULES §13): the purchase and its last day, every sen back to
 * the payer's register wallet, the package given up, the sponsor bonus taken back, the volume,
 * and the starter kit cancelled (not shipped) or to be returned (shipped).
 */
export function CancelPurchaseSummary({ record }: { record: UserPackage }) {
  const { t, i18n } = useTranslation('packages');
  const { packageName } = useDisplayNames();
  const kit = kitOnCancel(record.order);
  const to = packageName(record.to_package);
  const username = record.member.username;

  return (
    <Stack gap="sm" data-testid="cancel-purchase-summary">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={700}>{to}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('cancel.purchase', { username, code: record.member.member_code })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('cancel.bought', { date: formatDate(record.created_at, i18n.language) })}
            </Text>
          </Stack>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            RM {groupMoney(record.total)}
          </Text>
        </Group>
      </Paper>
      <Alert
        color="orange"
        variant="light"
        p="xs"
        icon={<IconCalendarDue size={18} />}
        data-testid="cancel-purchase-last-day"
      >
        {t('cancel.last_day', { date: formatDay(record.cooling_off_until, i18n.language) })}
      </Alert>
      <Consequence
        icon={<IconWallet size={16} />}
        color="teal"
        title={t('cancel.refund', { total: groupMoney(record.total) })}
        testId="cancel-purchase-refund"
      >
        <Detail>
          {/[1-9]/.test(record.shipping_fee)
            ? t('cancel.refund_parts', {
                amount: groupMoney(record.amount),
                shipping: groupMoney(record.shipping_fee),
              })
            : t('cancel.refund_price', { amount: groupMoney(record.amount) })}
        </Detail>
      </Consequence>
      <Consequence
        icon={<IconPackage size={16} />}
        color="grape"
        title={t('cancel.package_title')}
        testId="cancel-purchase-package"
      >
        <Detail>
          {record.from_package
            ? t('cancel.package_upgrade', { username, to, from: packageName(record.from_package) })
            : t('cancel.package_register', { username, to })}
        </Detail>
      </Consequence>
      <Consequence
        icon={<IconUserMinus size={16} />}
        color="red"
        title={t('cancel.sponsor_title')}
        testId="cancel-purchase-sponsor"
      >
        <Detail>{t('cancel.sponsor')}</Detail>
      </Consequence>
      <Consequence
        icon={<IconChartBar size={16} />}
        color="blue"
        title={t('cancel.volume_title')}
        testId="cancel-purchase-volume"
      >
        <Detail>{t('cancel.volume', { bv: groupMoney(record.bv) })}</Detail>
      </Consequence>
      {kit && record.order && (
        <Consequence
          icon={<IconTruckReturn size={16} />}
          color="orange"
          title={t('cancel.kit_title')}
          testId="cancel-purchase-kit"
        >
          <Detail>
            {t(kit === 'cancelled' ? 'cancel.kit_cancelled' : 'cancel.kit_return', {
              ref: record.order.ref_no,
            })}
          </Detail>
        </Consequence>
      )}
    </Stack>
  );
}
