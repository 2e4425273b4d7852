import { Alert, Anchor, Button, Code, Group, List, Progress, Stack, Text } from '@mantine/core';
import type { GoLiveItem } from '@rangkai/shared';
import { IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useGoLive } from '../api/go-live';

/** How an open item is fixed: a back-office page, a variable to set, or a command to run. */
function Fix({ item }: { item: GoLiveItem }) {
  const { t } = useTranslation('adminReports');
  if (item.path) {
    return (
      <Anchor component={Link} to={item.path} size="sm" data-testid={`go-live-fix-${item.key}`}>
        {t('go_live.open_page')}
      </Anchor>
    );
  }
  if (item.env) {
    return (
      <Text span size="sm">
        {t('go_live.set_env')} <Code>{item.env}</Code>
      </Text>
    );
  }
  if (item.command) {
    return (
      <Text span size="sm">
        {t('go_live.run_command')} <Code style={{ overflowWrap: 'anywhere' }}>{item.command}</Code>
      </Text>
    );
  }
  return null;
}

/**
 * The go-live checklist at the top of the dashboard: what still holds a placeholder or is missing,
 * each with where to fix it. Hidden once every item is done (and while it loads).
 */
export function GoLiveBanner() {
  const { t } = useTranslation('adminReports');
  const goLive = useGoLive();

  if (goLive.isPending) return null;
  if (goLive.isError) {
    return (
      <Alert color="red" variant="light" data-testid="go-live-error">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('go_live.load_failed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void goLive.refetch()}>
            {t('go_live.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const { items, ready } = goLive.data;
  if (ready) return null;
  const open = items.filter((i) => !i.ok);
  const done = items.length - open.length;

  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconRocket size={20} />}
      title={t('go_live.title')}
      data-testid="go-live-banner"
    >
      <Stack gap="xs">
        <Text size="sm">{t('go_live.intro')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={(done / items.length) * 100}
            color="teal"
            flex={1}
            size="sm"
            aria-label={t('go_live.progress', { done, total: items.length })}
          />
          <Text size="xs" data-testid="go-live-progress">
            {t('go_live.progress', { done, total: items.length })}
          </Text>
        </Group>
        <List spacing={6} size="sm">
          {open.map((item) => (
            <List.Item key={item.key} data-testid={`go-live-item-${item.key}`}>
              <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t(`go_live.items.${item.key}`)}
              </Text>{' '}
              <Fix item={item} />
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
