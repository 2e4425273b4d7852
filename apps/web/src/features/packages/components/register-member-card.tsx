import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useMemberInfo } from '@/features/member';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { closeRegisterMember, openRegisterMember } from '../dialogs';

/**
 * The prominent "register a new member" action (spec §2 sidebar `new_member_register`, §4): what
 * it does, the point3 balance that pays, and the two-step dialog it opens.
 */
export function RegisterMemberCard() {
  const { t } = useTranslation('packages');
  const member = useMemberInfo().data;
  // The dialog belongs to this screen: it closes when the screen goes.
  useEffect(() => closeRegisterMember, []);
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs" data-testid="register-member-card">
      <Stack gap="sm">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconUserPlus size={26} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} size="h4">
              {t('register.card_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('register.card_text')}
            </Text>
          </Stack>
        </Group>
        {member && (
          <Text size="sm" data-testid="register-card-point3">
            {t('register.balance', { amount: groupMoney(member.point3) })}
          </Text>
        )}
        <Button
          size="md"
          fullWidth
          leftSection={<IconUserPlus size={20} />}
          onClick={() => openRegisterMember()}
          disabled={!member}
          data-testid="open-register-member"
        >
          {t('register.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
