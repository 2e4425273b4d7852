import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { AdminKycItem } from '@rangkai/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FieldLine } from '@/components/admin/field-list';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import {
  ageOn,
  compareNames,
  formatIdNumber,
  formatWaiting,
  myKadBirthDate,
  type NameMatch,
  waitingTime,
} from '../lib/review';
import { KycStatusBadge } from './kyc-status-badge';

const matchColors: Record<NameMatch, string> = { match: 'teal', partial: 'yellow', differs: 'red' };

function Line({ label, children }: { label: string; children: ReactNode }) {
  return <FieldLine label={label}>{children}</FieldLine>;
}

/** Who submitted what: the name and number given beside the member's profile, and the review. */
export function KycIdentity({ item, now }: { item: AdminKycItem; now: Date }) {
  const { t, i18n } = useTranslation('adminKyc');
  const match = compareNames(item.fullname, item.member.fullname);
  const birth = myKadBirthDate(item.id_number, now);
  return (
    <Stack gap={6} data-testid="admin-kyc-identity">
      <Line label={t('fields.member')}>
        <Anchor component={Link} to={`/admin/members/${item.member.id}`} size="sm" fw={600}>
          {item.member.username}
        </Anchor>{' '}
        <Text span size="xs" c="dimmed" ff="monospace">
          {item.member.member_code}
        </Text>
      </Line>
      <Line label={t('fields.fullname')}>
        <Text span size="sm" fw={700} data-testid="admin-kyc-fullname">
          {item.fullname}
        </Text>
      </Line>
      <Line label={t('fields.profile_name')}>
        <Group gap={6} justify="flex-end" wrap="wrap">
          <Text span size="sm">
            {item.member.fullname}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={matchColors[match]}
            data-testid="admin-kyc-name-match"
            data-match={match}
          >
            {t(`name_match.${match}`)}
          </Badge>
        </Group>
      </Line>
      <Line label={t('fields.id_number')}>
        <Text span size="sm" fw={700} ff="monospace" data-testid="admin-kyc-id-number">
          {formatIdNumber(item.id_number)}
        </Text>
      </Line>
      {birth && (
        <Line label={t('fields.birth_date')}>
          {t('review.birth', { date: birth, age: ageOn(birth, now) })}
        </Line>
      )}
      <Line label={t('fields.submitted')}>
        {formatDateTime(item.submitted_at, i18n.language)}
        {item.status === 'pending' && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({formatWaiting(waitingTime(item.submitted_at, now), i18n.language)})
          </Text>
        )}
      </Line>
      <Line label={t('fields.status')}>
        <KycStatusBadge status={item.status} />
      </Line>
      {item.reviewed_at && (
        <Line label={t('fields.reviewed')}>
          {formatDateTime(item.reviewed_at, i18n.language)}
          {item.reviewed_by ? ` · ${item.reviewed_by}` : ''}
        </Line>
      )}
      {item.reason && <Line label={t('fields.reason')}>{item.reason}</Line>}
    </Stack>
  );
}
