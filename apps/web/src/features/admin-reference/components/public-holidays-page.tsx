import { Alert, Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import type { PublicHoliday } from '@rangkai/shared';
import { IconInfoCircle, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/admin/data-state';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { useIsAdmin } from '@/lib/admin-me';
import { businessToday } from '@/lib/business-time';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useAdminPublicHolidays } from '../api/public-holidays';
import { openRemoveHoliday } from '../dialogs';
import { holidayYears, isWeekend, weekdayOf } from '../lib/holidays';
import { HolidayModal } from './holiday-modal';

/**
 * /admin/reference/public-holidays: a year's public holidays (BUSINESS_RULES §13), the days that
 * with weekends do not count in a cooling-off period. Admins add and remove; support reads.
 */
export function PublicHolidaysPage() {
  const { t, i18n } = useTranslation('adminReference');
  const canEdit = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const current = Number(businessToday().slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : current;
  const holidays = useAdminPublicHolidays(year, i18n.language);
  const [adding, setAdding] = useState(false);
  const setYear = (next: number) =>
    setParams(next === current ? {} : { year: String(next) }, { replace: true });
  const years = [...new Set([...holidayYears(current), year])].sort((a, b) => a - b);
  const day = (h: PublicHoliday) =>
    `${weekdayOf(h.date, i18n.language)}, ${formatDay(h.date, i18n.language)}`;

  const columns: Column<PublicHoliday>[] = [
    {
      key: 'date',
      label: t('holidays.date'),
      hideInCard: true,
      render: (h) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {day(h)}
        </Text>
      ),
    },
    {
      key: 'name',
      label: t('holidays.name'),
      render: (h) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {h.name}
          </Text>
          {isWeekend(h.date) && (
            <Badge size="sm" variant="light" color="gray">
              {t('holidays.weekend')}
            </Badge>
          )}
        </Group>
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'remove',
            label: '',
            render: (h: PublicHoliday) => (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => openRemoveHoliday(h)}
                data-testid="admin-holiday-remove"
              >
                {t('holidays.remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  let body: ReactNode = <LoadingState />;
  if (holidays.isError) {
    body = <ErrorState error={holidays.error} onRetry={() => void holidays.refetch()} />;
  } else if (holidays.data?.length === 0) {
    body = <EmptyState text={t('holidays.empty', { year })} />;
  } else if (holidays.data) {
    body = (
      <DataTable
        rows={holidays.data}
        columns={columns}
        rowKey={(h) => h.date}
        cardTitle={day}
        minWidth={520}
        testId="admin-holidays-table"
      />
    );
  }

  return (
    <Stack gap="md" data-testid="admin-holidays-page">
      <PageHeader
        title={t('holidays.heading')}
        subtitle={t('holidays.subtitle')}
        actions={
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={t('holidays.year')}
              data={years.map(String)}
              value={String(year)}
              onChange={(value) => value && setYear(Number(value))}
              allowDeselect={false}
              w={100}
              data-testid="admin-holidays-year"
            />
            {canEdit && (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setAdding(true)}
                data-testid="admin-holiday-new"
              >
                {t('holidays.new')}
              </Button>
            )}
          </Group>
        }
      />
      {!canEdit && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />} py="xs">
          {t('common.read_only')}
        </Alert>
      )}
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} py="xs">
        {t('holidays.hint')}
      </Alert>
      <Card withBorder radius="md" padding="sm" data-testid="admin-holidays">
        {body}
      </Card>
      <HolidayModal
        opened={adding}
        year={year}
        onClose={() => setAdding(false)}
        onAdded={(date) => setYear(Number(date.slice(0, 4)))}
      />
    </Stack>
  );
}
