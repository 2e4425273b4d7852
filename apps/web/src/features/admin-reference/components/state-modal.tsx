import {
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AdminState, type Area, areas } from '@rangkai/shared';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { useUpdateState } from '../api/states';

/** Move a state to the West or East shipping area (the East pays the shipping fee). */
export function StateModal({ state, onClose }: { state: AdminState | null; onClose: () => void }) {
  const { t } = useTranslation('adminReference');
  const phone = useMediaQuery('(max-width: 36em)');
  const update = useUpdateState();
  const [area, setArea] = useState<Area>('West');
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (!state) return;
    setArea(state.area);
    setReason('');
  }, [state]);

  const save = () => {
    if (!state) return;
    update.mutate(
      { id: state.id, body: { area, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
      {
        onSuccess: () => {
          showSuccess('adminReference:states.saved', { name: state.name });
          onClose();
        },
        onError: showError,
      },
    );
  };

  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={t('states.edit', { name: state?.name ?? '' })}
      fullScreen={phone}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="sm" data-testid="admin-state-form">
        <Input.Wrapper label={t('states.area')}>
          <SegmentedControl
            fullWidth
            value={area}
            onChange={(value) => setArea(value as Area)}
            data={areas.map((a) => ({ value: a, label: t(`states.areas.${a}`) }))}
            data-testid="admin-state-area"
          />
        </Input.Wrapper>
        <Text size="xs" c="dimmed">
          {t('states.area_hint')}
        </Text>
        <TextInput
          label={t('common.reason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={update.isPending}
            leftSection={<IconCheck size={16} />}
            data-testid="admin-state-save"
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
