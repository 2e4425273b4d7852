import { ActionIcon, Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { SponsorChild } from '@rangkai/shared';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { formatDate } from '@/lib/date-format';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { packageColor } from '../lib/format';

interface SponsorRowProps {
  member: SponsorChild;
  expanded: boolean;
  onToggle: () => void;
}

/** A sponsored member: username and code, package, rank, join date, downline; tap to expand. */
export function SponsorRow({ member, expanded, onToggle }: SponsorRowProps) {
  const { t, i18n } = useTranslation('tree');
  const names = useDisplayNames();
  const expandable = member.direct_sponsored > 0;
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <Group
      wrap="nowrap"
      gap={6}
      align="flex-start"
      py={8}
      px={6}
      data-testid="sponsor-row"
      data-username={member.username}
      data-expanded={expanded || undefined}
      onClick={expandable ? onToggle : undefined}
      style={{
        cursor: expandable ? 'pointer' : undefined,
        borderLeft: `3px solid var(--mantine-color-${packageColor(member.package.id)}-4)`,
        borderRadius: 4,
      }}
    >
      <Box w={28} style={{ flexShrink: 0 }}>
        {expandable && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="md"
            aria-expanded={expanded}
            aria-label={t(expanded ? 'sponsor.collapse' : 'sponsor.expand', {
              username: member.username,
            })}
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
            }}
            data-testid="sponsor-toggle"
          >
            <Chevron size={18} />
          </ActionIcon>
        )}
      </Box>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text fw={700} size="sm" truncate>
            {member.username}{' '}
            <Text span size="xs" c="dimmed" ff="monospace" fw={400}>
              {member.member_code}
            </Text>
          </Text>
          <Badge
            size="sm"
            variant="light"
            color="gray"
            tt="none"
            style={{ flexShrink: 0 }}
            data-testid="sponsor-downline"
          >
            {t('sponsor.downline', { count: member.downline_count })}
          </Badge>
        </Group>
        <Group gap={6} wrap="wrap">
          <Badge size="xs" variant="light" color={packageColor(member.package.id)} tt="none">
            {names.packageName(member.package)}
          </Badge>
          <Text size="xs" c="dimmed">
            {names.rankName(member.rank)}
          </Text>
          <Text size="xs" c="dimmed">
            · {t('sponsor.joined', { date: formatDate(member.joined_at, i18n.language) })}
          </Text>
          <Text size="xs" c="dimmed">
            · {t('sponsor.level', { level: member.level })}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
