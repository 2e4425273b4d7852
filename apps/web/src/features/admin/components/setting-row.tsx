import { ActionIcon, Button, Grid, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { type AdminSetting, normaliseSetting, settingByKey } from '@rangkai/shared';
import { IconCheck, IconHistory, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useUpdateSetting } from '../api/settings';

/** The validation rule of a setting, in words ("a whole number from 0 to 100"). */
export function useSettingRule() {
  const { t } = useTranslation('admin');
  return (s: AdminSetting) => t(`settings.types.${s.type}`, { min: s.min ?? 0, max: s.max ?? '∞' });
}

interface SettingRowProps {
  setting: AdminSetting;
  onHistory: (setting: AdminSetting) => void;
}

/** One setting: value, rule and last change; edited in place with the same validation as the API. */
export function SettingRow({ setting, onHistory }: SettingRowProps) {
  const { t, i18n } = useTranslation('admin');
  const rule = useSettingRule();
  const update = useUpdateSetting();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(setting.value);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setValue(setting.value);
    setReason('');
    setError(null);
    setEditing(true);
  };

  const save = () => {
    const def = settingByKey.get(setting.key);
    if (!def || normaliseSetting(def, value) === null) {
      setError(t('settings.invalid', { rule: rule(setting) }));
      return;
    }
    update.mutate(
      { key: setting.key, value, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setEditing(false);
          showSuccess('admin:settings.saved', { name: t(`settings.keys.${setting.key}`) });
        },
        onError: (err) => {
          const invalid = isApiError(err) && err.fieldErrors.value;
          const code = isApiError(err) ? err.code : 'internalError';
          setError(
            invalid
              ? t('settings.invalid', { rule: rule(setting) })
              : t(`errors:${code}`, { defaultValue: code }),
          );
        },
      },
    );
  };

  return (
    <Grid align="center" gutter="xs" py={6} data-testid={`admin-setting-${setting.key}`}>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t(`settings.keys.${setting.key}`)}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {setting.key}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: editing ? 12 : 7, sm: editing ? 7 : 5 }}>
        {editing ? (
          <Stack gap={6}>
            <TextInput
              size="xs"
              label={t('settings.value')}
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setError(null);
              }}
              onKeyDown={(e) => e.key === 'Enter' && save()}
              error={error}
              description={rule(setting)}
              data-autofocus
              data-testid="admin-setting-input"
            />
            <TextInput
              size="xs"
              label={t('reason.label_optional')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={500}
            />
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconCheck size={14} />}
                onClick={save}
                loading={update.isPending}
                data-testid="admin-setting-save"
              >
                {t('actions.save')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} />}
                onClick={() => setEditing(false)}
              >
                {t('actions.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap={0}>
            <Text
              size="sm"
              fw={500}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="admin-setting-value"
            >
              {setting.value}
            </Text>
            <Text size="xs" c="dimmed">
              {t('settings.default', { value: setting.default })}
              {setting.updated_at && setting.value !== setting.default
                ? ` · ${t('settings.updated', { date: formatDateTime(setting.updated_at, i18n.language) })}`
                : ''}
            </Text>
          </Stack>
        )}
      </Grid.Col>
      {!editing && (
        <Grid.Col span={{ base: 5, sm: 2 }}>
          <Group gap={4} justify="flex-end">
            <Tooltip label={t('settings.history')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('settings.history')}
                onClick={() => onHistory(setting)}
              >
                <IconHistory size={18} />
              </ActionIcon>
            </Tooltip>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
              onClick={start}
              data-testid="admin-setting-edit"
            >
              {t('actions.edit')}
            </Button>
          </Group>
        </Grid.Col>
      )}
    </Grid>
  );
}
