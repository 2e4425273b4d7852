import { Input, SegmentedControl, Text, TextInput } from '@mantine/core';
import { type AdminState, type Area, areas } from '@rangkai/shared';
import { useEffect, useState } from 'react';
import { FormModal } from '@/components/admin/form-modal';
import { useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { useUpdateState } from '../api/states';

/** Move a state to the West or East shipping area (the East pays the shipping fee). */
export function StateModal({ state, onClose }: { state: AdminState | null; onClose: () => void }) {
  const { t } = useTranslation('adminReference');
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
    <FormModal
      opened={state !== null}
      onClose={onClose}
      title={t('states.edit', { name: state?.name ?? '' })}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      labels={{ cancel: t('common.cancel'), save: t('common.save') }}
      saving={update.isPending}
      testId="admin-state"
    >
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
    </FormModal>
  );
}
