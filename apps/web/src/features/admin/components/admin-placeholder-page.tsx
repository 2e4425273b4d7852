import { Box, Container, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoonState } from '@/components/coming-soon-state';
import { Logo } from '@/components/logo';

/** /admin and /admin/*: the back-office arrives with a later issue. */
export function AdminPlaceholderPage() {
  const { t } = useTranslation('admin');
  return (
    <Box mih="100vh" bg="gray.0">
      <Paper radius={0} shadow="xs" px="md" py="sm">
        <Group justify="space-between">
          <Logo />
          <Text fw={600} c="dimmed">
            {t('title')}
          </Text>
        </Group>
      </Paper>
      <Container size="sm">
        <ComingSoonState title={t('title')} />
      </Container>
    </Box>
  );
}
