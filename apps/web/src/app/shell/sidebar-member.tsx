import {
  Avatar,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import type { MemberInfo } from '@rangkai/shared';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { showComingSoon } from '@/lib/messages';
import { mainFunctions } from './sidebar-items';

/** Top of the logged-in sidebar: who is logged in, their package, and the four main functions. */
export function SidebarMember({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const { packageName } = useDisplayNames();
  return (
    <Stack gap="sm">
      <Paper radius="md" p="sm" bg="teal.0">
        <Group wrap="nowrap" gap="sm">
          <Avatar color="teal" radius="xl">
            {member.username.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={700} truncate="end" data-testid="sidebar-username">
              {member.username}
            </Text>
            <Text size="xs" c="dimmed" truncate="end" data-testid="sidebar-member-code">
              {member.member_code}
            </Text>
            <Badge
              mt={4}
              size="sm"
              variant="light"
              tt="none"
              maw="100%"
              data-testid="sidebar-package"
            >
              {t('names.package_label', { name: packageName(member.package) })}
            </Badge>
          </Stack>
        </Group>
      </Paper>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('nav.main_functions')}
      </Text>
      <SimpleGrid cols={4} spacing={4}>
        {mainFunctions.map(({ key, icon: Icon, open }) => (
          <UnstyledButton
            key={key}
            onClick={open ?? showComingSoon}
            style={{ alignSelf: 'start' }}
            data-testid={`main-${key}`}
          >
            <Stack gap={4} align="center" ta="center">
              <ThemeIcon size={40} radius="md" variant="light">
                <Icon size={22} />
              </ThemeIcon>
              <Text size="xs" lh={1.15}>
                {t(`nav.${key}`)}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
