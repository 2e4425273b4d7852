import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHierarchy3 } from '@tabler/icons-react';
import { RegisterMemberCard } from '@/features/packages';
import { useTranslation } from '@/lib/i18n';

/**
 * /web/ib_tree (spec §2: sidebar `new_member_register` and `member_tree`): registering a new
 * member on their behalf, and the member tree (a later issue: a note says so for now).
 */
export function IbTreePage() {
  const { t } = useTranslation('tree');
  return (
    <Stack gap="md" maw={720} mx="auto" data-testid="ib-tree-page">
      <Stack gap={2}>
        <Title order={2}>{t('common:pages.ib_tree')}</Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </Stack>
      <RegisterMemberCard />
      <Paper withBorder radius="lg" p="md" bg="gray.0" data-testid="tree-coming">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" color="gray">
            <IconHierarchy3 size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{t('coming.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('coming.text')}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
