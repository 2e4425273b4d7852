import { Modal, Stack, Text, Timeline } from '@mantine/core';
import type { AdminSetting } from '@rangkai/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/audit-log';
import { formatDateTime } from '../lib/format';
import { EmptyState, ErrorState, LoadingState } from './data-state';
import { Pager } from './pager';

function settingValue(snapshot: unknown): string {
  if (snapshot && typeof snapshot === 'object' && 'value' in snapshot) {
    return String((snapshot as { value: unknown }).value);
  }
  return '—';
}

/** Every recorded change of one setting: old → new, who, when, why (from the audit log). */
export function SettingHistoryModal({
  setting,
  onClose,
}: {
  setting: AdminSetting | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const history = useAuditLog(
    { action: 'setting.update', target_type: 'setting', target_id: setting?.key, page },
    setting !== null,
  );

  let body = <LoadingState />;
  if (history.isError) {
    body = <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  } else if (history.data) {
    body =
      history.data.records.length === 0 ? (
        <EmptyState text={t('settings.no_history')} />
      ) : (
        <>
          <Timeline bulletSize={12} lineWidth={2}>
            {history.data.records.map((entry) => (
              <Timeline.Item
                key={entry.id}
                title={
                  <Text size="sm" fw={600}>
                    {settingValue(entry.before)} → {settingValue(entry.after)}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.created_at, i18n.language)} · {entry.admin_username}
                </Text>
                {entry.reason && <Text size="xs">{entry.reason}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
          <Pager
            page={page}
            lastPage={history.data.last_page}
            total={history.data.total}
            onChange={setPage}
          />
        </>
      );
  }

  return (
    <Modal
      opened={setting !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      title={setting ? t('settings.history_of', { name: t(`settings.keys.${setting.key}`) }) : ''}
      centered
    >
      <Stack>{body}</Stack>
    </Modal>
  );
}
