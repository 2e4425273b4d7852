import { Badge, Text } from '@mantine/core';
import type { BonusCloseDay } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { formatRatio, ratioColors, ratioLevel } from '../lib/figures';

type CloseStatus = BonusCloseDay['status'];

const statusColors: Record<CloseStatus, string> = { closed: 'teal', pending: 'yellow' };

/** A date's status; `data-date` names the business date (the browser tests find rows by it). */
export function CloseStatusBadge({ status, date }: { status: CloseStatus; date: string }) {
  const { t } = useTranslation('adminCompensation');
  return (
    <Badge
      variant="light"
      color={statusColors[status]}
      tt="none"
      miw="max-content"
      data-testid="admin-close-status"
      data-status={status}
      data-date={date}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** A payout ratio as a percentage, orange near the alert ratio and red above it. */
export function RatioText({
  ratio,
  alertRatio,
  size = 'sm',
}: {
  ratio: string;
  alertRatio: string;
  size?: 'sm' | 'xl';
}) {
  const level = ratioLevel(ratio, alertRatio);
  return (
    <Text
      component="span"
      size={size}
      fw={level === 'ok' ? undefined : 700}
      c={level === 'ok' ? undefined : `${ratioColors[level]}.7`}
      style={{ whiteSpace: 'nowrap' }}
      data-level={level}
    >
      {formatRatio(ratio)}
    </Text>
  );
}
