import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSad, IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/** Shown inside the shell when a page fails to load or render (e.g. a stale chunk). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <Center mih="60vh" px="md" data-testid="route-error">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <ThemeIcon size={72} radius="xl" color="red" variant="light">
          <IconMoodSad size={40} />
        </ThemeIcon>
        <Title order={2}>{t('route_error.title')}</Title>
        <Text c="dimmed">{t('route_error.text')}</Text>
        <Button
          mt="sm"
          leftSection={<IconRefresh size={18} />}
          onClick={() => window.location.reload()}
        >
          {t('route_error.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
