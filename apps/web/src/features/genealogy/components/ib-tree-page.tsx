import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { closeRegisterMember, openRegisterMember, RegisterMemberCard } from '@/features/packages';
import { useTranslation } from '@/lib/i18n';
import { memberTreeSource, treeKeys } from '../api/tree-source';
import type { EmptySlot } from './slot-card';
import { TreeExplorer } from './tree-explorer';

/**
 * /web/ib_tree (spec §2: sidebar `new_member_register` and `member_tree`): registering a new
 * member on their behalf, and the member's placement and sponsor trees. "Register here" on an
 * empty slot opens the registration with that slot as the placement (the sponsor is the member).
 */
export function IbTreePage() {
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
    <Stack gap="md" maw={1040} mx="auto" data-testid="ib-tree-page">
      <Stack gap={2}>
        <Title order={2}>{t('common:pages.ib_tree')}</Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </Stack>
      <RegisterMemberCard />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <TreeExplorer source={memberTreeSource} onRegister={registerAt} />
      </Paper>
    </Stack>
  );
}
