import { Badge } from '@mantine/core';
import type { AdminHotelBookingStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';

const colors: Record<AdminHotelBookingStatus, string> = {
  pre_booked: 'orange',
  confirmed: 'teal',
  canceled: 'gray',
};

export function BookingStatusBadge({ status }: { status: AdminHotelBookingStatus }) {
  const { t } = useTranslation('adminHotels');
  return (
    <Badge color={colors[status]} variant="light" miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('adminHotels');
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light" miw="max-content">
      {t(active ? 'common.active' : 'common.inactive')}
    </Badge>
  );
}
