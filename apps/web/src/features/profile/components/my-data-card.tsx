import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import { useTranslation } from '@/lib/i18n';

/** Saves `data` as a pretty-printed JSON file named `name`. */
function saveJson(name: string, data: unknown) {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
}

/** PDPA access: everything Rangkai holds about the member, downloaded as one JSON file. */
export function MyDataCard({ username }: { username: string }) {
  const { t } = useTranslation('member');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    try {
      const data = await api.get<unknown>('/api/member/my-data');
      saveJson(`rangkai-my-data-${username}-${new Date().toISOString().slice(0, 10)}.json`, data);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" data-testid="me-my-data">
      <Stack gap="xs">
        <Title order={4}>{t('profile.my_data.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('profile.my_data.description')}
        </Text>
        {state === 'failed' && (
          <Text size="sm" c="red" data-testid="me-my-data-failed">
            {t('profile.my_data.failed')}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconDownload size={18} />}
          loading={state === 'loading'}
          onClick={() => void download()}
          data-testid="me-my-data-download"
        >
          {t('profile.my_data.download')}
        </Button>
      </Stack>
    </Paper>
  );
}
