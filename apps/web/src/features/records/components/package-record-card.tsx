import {
  Anchor,
  Badge,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconArrowBigUpLines, IconArrowRight, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { ReceiptButton } from '@/components/receipt-button';
import { useMemberInfo } from '@/features/member';
import { formatDateTime } from '@/lib/date-format';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { fetchPackageReceipt } from '../api/package-receipt';
import type { DownlinePackageRecord, UserPackageRecord } from '../api/package-records';
import { PackageCoolingOff } from './package-cooling-off';

function Figure({ label, amount }: { label: string; amount: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {groupMoney(amount)}
      </Text>
    </Stack>
  );
}

/**
 * One package purchase: register or upgrade, from → to package, what it cost (amount, BV,
 * shipping, total), who paid, when, its starter-kit order and its cooling-off period (§13: the
 * last day to cancel, or when it was cancelled). Downline purchases add the buyer and their level.
 */
export function PackageRecordCard({
  record,
}: {
  record: UserPackageRecord | DownlinePackageRecord;
}) {
  const { t, i18n } = useTranslation('records');
  const { packageName } = useDisplayNames();
  const upgrade = record.kind === 'upgrade';
  const level = 'level' in record ? record.level : undefined;
  const paidByOther = record.paid_by.id !== record.member.id;
  // The receipt is the buyer's: their own purchases, and a downline's registration they paid for.
  const viewer = useMemberInfo().data?.id;
  const mayReceipt = level === undefined || record.paid_by.id === viewer;
  const cancelled = record.status === 'cancelled';

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="package-record"
      data-kind={record.kind}
      data-status={record.status}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg" color={upgrade ? 'grape' : 'blue'}>
          {upgrade ? <IconArrowBigUpLines size={18} /> : <IconUserPlus size={18} />}
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={2} miw={0}>
              <Group gap={6}>
                <Badge size="xs" variant="light" color={upgrade ? 'grape' : 'blue'}>
                  {t(upgrade ? 'packages.kind_upgrade' : 'packages.kind_register')}
                </Badge>
                {cancelled && (
                  <Badge size="xs" variant="filled" color="red" data-testid="package-cancelled">
                    {t('packages.cooling_off.badge')}
                  </Badge>
                )}
                {level !== undefined && (
                  <Badge size="xs" variant="outline" color="gray" data-testid="package-level">
                    {t('packages.level', { level })}
                  </Badge>
                )}
              </Group>
              <Group gap={4} wrap="wrap" data-testid="package-names">
                {record.from_package && (
                  <>
                    <Text size="sm" c="dimmed">
                      {packageName(record.from_package)}
                    </Text>
                    <IconArrowRight size={14} color="var(--mantine-color-gray-6)" />
                  </>
                )}
                <Text size="sm" fw={700}>
                  {packageName(record.to_package)}
                </Text>
              </Group>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text
                fw={700}
                c={cancelled ? 'dimmed' : undefined}
                td={cancelled ? 'line-through' : undefined}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="package-total"
              >
                RM {groupMoney(record.total)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('packages.total')}
              </Text>
            </Stack>
          </Group>

          {level !== undefined && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="package-member">
              {t('packages.member', {
                username: record.member.username,
                code: record.member.member_code,
              })}
            </Text>
          )}

          <SimpleGrid cols={3} spacing="xs" mt={2}>
            <Figure label={t('packages.amount')} amount={record.amount} />
            <Figure label={t('packages.bv')} amount={record.bv} />
            <Figure label={t('packages.shipping')} amount={record.shipping_fee} />
          </SimpleGrid>

          <Divider my={2} />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {formatDateTime(record.created_at, i18n.language)}
            </Text>
            {paidByOther && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('packages.paid_by', { username: record.paid_by.username })}
              </Text>
            )}
          </Group>
          {record.order ? (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={`/web/product/orderDetails?id=${record.order.id}`}
                size="xs"
                style={{ overflowWrap: 'anywhere' }}
                data-testid="package-order-link"
              >
                {t('packages.order', { ref: record.order.ref_no })}
              </Anchor>
              <OrderStatusBadge status={record.order.status} size="xs" />
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('packages.no_order')}
            </Text>
          )}
          <PackageCoolingOff record={record} viewerId={viewer} />
          {mayReceipt && (
            <ReceiptButton
              load={() => fetchPackageReceipt(record.id)}
              fileName={`receipt-${record.order?.ref_no ?? record.id}.pdf`}
              testId="package-receipt"
            />
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
