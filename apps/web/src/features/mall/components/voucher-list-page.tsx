import {
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type Voucher, type VoucherStatus, voucherStatuses } from '@rangkai/shared';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { useClaimVoucher, useVouchers } from '../api/vouchers';
import { hasMinSpend, voucherOff } from '../lib/voucher';
import { EmptyState, LoadError } from './shop-parts';

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t, i18n } = useTranslation('mall');
  const claim = useClaimVoucher();
  const off = voucherOff(voucher);
  const dim = voucher.status === 'used' || voucher.status === 'expired';
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      data-testid="voucher-card"
      style={{ opacity: dim ? 0.65 : 1 }}
    >
      <Group wrap="nowrap" gap={0} align="stretch">
        <Stack
          gap={0}
          justify="center"
          align="center"
          p="xs"
          w={104}
          style={{ flexShrink: 0, background: 'var(--mantine-color-orange-7)', color: 'white' }}
        >
          <Text fw={800} size="lg" ta="center" lh={1.1} data-testid="voucher-off">
            {off.kind === 'fixed' ? `RM ${groupMoney(off.amount)}` : `${off.percent}%`}
          </Text>
          <Text size="xs" ta="center">
            {t('vouchers.off')}
          </Text>
        </Stack>
        <Stack gap={2} p="xs" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {voucher.name}
          </Text>
          <Badge size="xs" variant="outline" tt="none" maw="100%" data-testid="voucher-code-badge">
            {voucher.code}
          </Badge>
          {off.kind === 'percent' && off.cap && (
            <Text size="xs" c="dimmed">
              {t('vouchers.cap', { amount: groupMoney(off.cap) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {hasMinSpend(voucher)
              ? t('vouchers.min_spend', { amount: groupMoney(voucher.min_spend) })
              : t('vouchers.no_min_spend')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('vouchers.valid', {
              from: formatDate(voucher.starts_at, i18n.language),
              to: formatDate(voucher.ends_at, i18n.language),
            })}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Text size="xs" c="dimmed">
              {voucher.status === 'available'
                ? t('vouchers.remaining', { count: voucher.remaining })
                : ''}
            </Text>
            {voucher.status === 'available' && (
              <Button
                size="compact-sm"
                color="orange"
                loading={claim.isPending}
                disabled={voucher.remaining <= 0}
                onClick={() =>
                  claim.mutate(
                    { voucher_id: voucher.id },
                    {
                      onSuccess: () => showSuccess('mall:vouchers.claimed_ok'),
                      onError: showError,
                    },
                  )
                }
                data-testid="voucher-claim"
              >
                {t('vouchers.claim')}
              </Button>
            )}
            {voucher.status !== 'available' && (
              <Badge size="sm" variant="light" color={dim ? 'gray' : 'teal'} tt="none">
                {t(`vouchers.status.${voucher.status}`)}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

function VoucherTab({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation('mall');
  const query = useVouchers(status);
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  }
  if (query.isError)
    return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return <EmptyState text={t(`vouchers.empty.${status}`)} testId="voucher-empty" />;
  return (
    <Stack gap="xs" data-testid="voucher-list">
      {query.data.map((voucher) => (
        <VoucherCard key={`${voucher.id}-${voucher.member_voucher_id ?? 0}`} voucher={voucher} />
      ))}
    </Stack>
  );
}

function ClaimByCode() {
  const { t } = useTranslation('mall');
  const claim = useClaimVoucher();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    claim.mutate(
      { code: code.trim() },
      {
        onSuccess: () => {
          setCode('');
          showSuccess('mall:vouchers.claimed_ok');
        },
        onError: showError,
      },
    );
  };
  return (
    <form onSubmit={submit} data-testid="voucher-code-form">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={t('vouchers.code_label')}
          placeholder={t('vouchers.code_placeholder')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          maxLength={32}
          data-testid="voucher-code"
        />
        <Button
          type="submit"
          loading={claim.isPending}
          disabled={!code.trim()}
          data-testid="voucher-code-claim"
        >
          {t('vouchers.claim')}
        </Button>
      </Group>
    </form>
  );
}

function isStatus(value: string | null): value is VoucherStatus {
  return (voucherStatuses as readonly string[]).includes(value ?? '');
}

/** Spec §2 voucher list: available to claim, claimed, used, expired; claim by code. */
export function VoucherListPage() {
  const { t } = useTranslation('mall');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: VoucherStatus = isStatus(tabParam) ? tabParam : 'available';
  return (
    <Stack gap="md">
      <Title order={3}>{t('vouchers.title')}</Title>
      <ClaimByCode />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== 'available' ? { tab: value } : {}, { replace: true })
        }
      >
        <Tabs.List grow>
          {voucherStatuses.map((status) => (
            <Tabs.Tab key={status} value={status} data-testid={`voucher-tab-${status}`}>
              {t(`vouchers.tabs.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <VoucherTab status={tab} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
