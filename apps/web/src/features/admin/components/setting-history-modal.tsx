import { Modal, Stack, Text, Timeline } from '@mantine/core';
import type { AdminSetting } from '@rangkai/shared';
import { useState } from 'react';
import { PagedResult } from '@/components/admin/paged-result';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useAuditLog } from '../api/audit-log';

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

  const body = (
    <PagedResult query={history} page={page} onPage={setPage} emptyText={t('settings.no_history')}>
      {(records) => (
        <Timeline bulletSize={12} lineWidth={2}>
          {records.map((entry) => (
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
      )}
    </PagedResult>
  );

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
