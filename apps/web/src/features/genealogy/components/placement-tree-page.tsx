import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { closeRegisterMember, openRegisterMember } from '@/features/packages';
import { useTranslation } from '@/lib/i18n';
import { memberTreeSource, treeKeys } from '../api/tree-source';
import { PlacementTree } from './placement-tree';
import type { EmptySlot } from './slot-card';

/** /web/record/tree: the member's placement tree on its own page ("Register here" included). */
export function PlacementTreePage() {
  const { t } = useTranslation('tree');
  const queryClient = useQueryClient();
  // "Register here": the registration dialog with that slot; it closes when the page goes.
  const registerAt = (slot: EmptySlot) =>
    openRegisterMember({
      placement: slot,
      onRegistered: () => void queryClient.invalidateQueries({ queryKey: treeKeys.all }),
    });
  useEffect(() => closeRegisterMember, []);
  return (
    <Stack gap="md" maw={1040} mx="auto" data-testid="placement-tree-page">
      <Stack gap={2}>
        <Title order={2}>{t('common:pages.record_tree')}</Title>
        <Text size="sm" c="dimmed">
          {t('record_intro')}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <PlacementTree source={memberTreeSource} onRegister={registerAt} />
      </Paper>
    </Stack>
  );
}
