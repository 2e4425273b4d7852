import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { type PackageNames, type RankNames, useDisplayNames } from '@/lib/display-names';

// Pieces shared by the direct members and downline record pages.

/** Tables from a laptop's width (48em, Mantine's `sm`), cards below. */
export function useWideScreen() {
  return useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
}

interface Identity {
  username: string;
  member_code: string;
  fullname: string;
}

/** Initials avatar, username, member code and full name, wrapping instead of overflowing. */
export function MemberIdentity({ member, compact }: { member: Identity; compact?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
      <Avatar name={member.username} color="initials" size={compact ? 'sm' : 'md'} radius="xl" />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="member-username">
          {member.username}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" data-testid="member-code">
          {member.member_code}
        </Text>
        {!compact && member.fullname && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.fullname}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

export function PackageBadge({ pkg }: { pkg: PackageNames }) {
  const { packageName } = useDisplayNames();
  return (
    <Badge size="sm" variant="light" color="teal" tt="none" data-testid="member-package">
      {packageName(pkg)}
    </Badge>
  );
}

/** The rank in the current language, in the size of the text around it. */
export function RankName({ rank }: { rank: RankNames }) {
  const { rankName } = useDisplayNames();
  return (
    <Text span inherit c="var(--mantine-color-text)" data-testid="member-rank">
      {rankName(rank)}
    </Text>
  );
}

/** A small label over its value, for the figures at the foot of a card. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The figures over a list (how many members, how big the team): a row of small tiles. */
export function SummaryTiles({
  tiles,
}: {
  tiles: { label: string; value: ReactNode; testId: string }[];
}) {
  return (
    <SimpleGrid cols={tiles.length} spacing="xs">
      {tiles.map((tile) => (
        <Paper key={tile.testId} withBorder radius="md" px="sm" py={6}>
          <Text size="xs" c="dimmed">
            {tile.label}
          </Text>
          <Text fw={700} size="lg" data-testid={tile.testId}>
            {tile.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
