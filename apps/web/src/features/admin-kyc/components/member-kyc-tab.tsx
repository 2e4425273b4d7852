import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AdminKycItem } from '@rangkai/shared';
import { IconArrowRight, IconCash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { type Column, DataTable } from '@/components/admin/data-table';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useMemberKyc } from '../api/kyc';
import { formatIdNumber, kycReviewLink } from '../lib/review';
import { KycStatusBadge } from './kyc-status-badge';

/**
 * The member page's KYC tab: every submission of the member (newest first), each opening in the
 * review page, and the way to the member's withdrawals.
 */
export function MemberKycTab({ memberId, username }: { memberId: number; username: string }) {
  const { t, i18n } = useTranslation('adminKyc');
  const history = useMemberKyc(memberId);

  const columns: Column<AdminKycItem>[] = [
    {
      key: 'submitted',
      label: t('fields.submitted'),
      hideInCard: true,
      render: (k) => formatDateTime(k.submitted_at, i18n.language),
    },
    { key: 'fullname', label: t('fields.fullname'), render: (k) => k.fullname },
    {
      key: 'id_number',
      label: t('fields.id_number'),
      render: (k) => (
        <Text span size="sm" ff="monospace">
          {formatIdNumber(k.id_number)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('fields.status'),
      render: (k) => <KycStatusBadge status={k.status} />,
    },
    {
      key: 'reviewed',
      label: t('fields.reviewed'),
      render: (k) =>
        k.reviewed_at
          ? `${formatDateTime(k.reviewed_at, i18n.language)}${k.reviewed_by ? ` · ${k.reviewed_by}` : ''}`
          : '—',
    },
    {
      key: 'reason',
      label: t('fields.reason'),
      render: (k) => (
        <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
          {k.reason ?? '—'}
        </Text>
      ),
    },
    {
      key: 'open',
      label: '',
      render: (k) => (
        <Anchor
          component={Link}
          to={kycReviewLink(k)}
          size="sm"
          data-testid="admin-member-kyc-open"
        >
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {t(k.status === 'pending' ? 'member.review' : 'member.open')}
            <IconArrowRight size={14} />
          </Group>
        </Anchor>
      ),
    },
  ];

  let body = <LoadingState />;
  if (history.isError) {
    body = <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  } else if (history.data?.length === 0) {
    body = <EmptyState text={t('member.empty')} />;
  } else if (history.data) {
    body = (
      <DataTable
        rows={history.data}
        columns={columns}
        rowKey={(k) => k.id}
        cardTitle={(k) => formatDateTime(k.submitted_at, i18n.language)}
        minWidth={820}
        testId="admin-member-kyc"
      />
    );
  }

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="sm">
        <Title order={3} size="h5" mb="xs">
          {t('member.history')}
        </Title>
        {body}
      </Card>
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Title order={3} size="h5">
              {t('member.withdrawals')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('member.withdrawals_hint', { username })}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={`/admin/withdrawals?${new URLSearchParams({ q: username })}`}
            variant="light"
            leftSection={<IconCash size={18} />}
            data-testid="admin-member-withdrawals"
          >
            {t('member.open_withdrawals')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
