import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { PublicHoliday } from '@rangkai/shared';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { formatDay } from '@/lib/date-format';
import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { i18n, useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { useRemovePublicHoliday } from '../api/public-holidays';
import { weekdayOf } from '../lib/holidays';

/** What removing does (the day counts again as a working day), then cancel or remove. */
function RemoveHoliday({ holiday, close }: { holiday: PublicHoliday; close: () => void }) {
  const { t } = useTranslation('adminReference');
  const remove = useRemovePublicHoliday();
  const day = `${weekdayOf(holiday.date, i18n.language)}, ${formatDay(holiday.date, i18n.language)}`;
  return (
    <Stack gap="md">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="admin-holiday-remove-text">
        {t('holidays.remove_confirm', { name: holiday.name, date: day })}
      </Text>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} py="xs">
        {t('holidays.remove_effect')}
      </Alert>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          onClick={close}
          disabled={remove.isPending}
          data-testid="admin-holiday-remove-cancel"
        >
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={remove.isPending}
          data-testid="admin-holiday-remove-confirm"
          onClick={() =>
            remove.mutate(holiday.date, {
              onSuccess: () => {
                close();
                showSuccess('adminReference:holidays.removed', { name: holiday.name });
              },
              onError: (error) => {
                close();
                showError(error);
              },
            })
          }
        >
          {t('holidays.remove')}
        </Button>
      </Group>
    </Stack>
  );
}

export const removeHolidayDialog: DialogView<PublicHoliday> = (holiday, close) => ({
  title: i18n.t('adminReference:holidays.remove_title'),
  centered: true,
  // A short question: a dialog over the list on a phone too, not a full screen.
  fullScreen: false,
  ...boldTitle,
  'data-testid': 'admin-holiday-remove-dialog',
  children: <RemoveHoliday holiday={holiday} close={close} />,
});
