import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type Location, useBlocker } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/**
 * Asks before leaving an editor with unsaved changes (another page, back, or another of its
 * search parameters); `shouldBlock` is read at the moment of leaving.
 */
export function LeaveGuard({ shouldBlock }: { shouldBlock: (next: Location) => boolean }) {
  const { t } = useTranslation('adminNews');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      shouldBlock(nextLocation),
  );
  const open = blocker.state === 'blocked';
  return (
    <Modal
      opened={open}
      onClose={() => blocker.reset?.()}
      title={t('leave.title')}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md" data-testid="admin-news-leave">
        <Text size="sm">{t('leave.text')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('leave.stay')}
          </Button>
          <Button
            color="red"
            onClick={() => blocker.proceed?.()}
            data-testid="admin-news-leave-confirm"
          >
            {t('leave.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
