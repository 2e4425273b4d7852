import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { HOME_PAGE } from './guards';

/** Catch-all route: not found, with a way back to the homepage. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" px="md" data-testid="not-found">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Text fz={72} fw={900} c="teal.7" lh={1}>
          404
        </Text>
        <Title order={2}>{t('not_found.title')}</Title>
        <Text c="dimmed">{t('not_found.text')}</Text>
        <Button component={Link} to={HOME_PAGE} mt="sm" leftSection={<IconHome size={18} />}>
          {t('actions.back_home')}
        </Button>
      </Stack>
    </Center>
  );
}
