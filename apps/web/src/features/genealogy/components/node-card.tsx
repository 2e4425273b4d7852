import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PlacementNode } from '@rangkai/shared';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { packageColor, positive, shortBv } from '../lib/format';

interface NodeCardProps {
  node: PlacementNode;
  mini: boolean;
  /** The top of the view (highlighted; tapping it does nothing). */
  top: boolean;
  onSelect: (id: number) => void;
}

/** One leg's BV as of the last close, with today's volume under it when there is some. */
function LegFigure({
  label,
  total,
  today,
}: {
  label: string;
  total: string;
  today: string | null;
}) {
  const { t } = useTranslation('tree');
  return (
    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
      <Text size="11px" c="dimmed" lh={1.2}>
        {label}
      </Text>
      <Text size="13px" fw={700} lh={1.3} truncate>
        {shortBv(total)}
      </Text>
      {positive(today) ? (
        <Text
          size="11px"
          c="teal.7"
          lh={1.2}
          truncate
          title={t('node.today', { amount: shortBv(today) })}
          data-testid="node-today"
        >
          +{shortBv(today)}
        </Text>
      ) : (
        <Text size="11px" lh={1.2}>
          {'\u00a0'}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A member in the placement chart: package colour and name, rank, lifetime BV of each leg (today's
 * volume beside it); on the last level a small card with the username and package only.
 */
export function NodeCard({ node, mini, top, onSelect }: NodeCardProps) {
  const { t } = useTranslation('tree');
  const names = useDisplayNames();
  const color = packageColor(node.package.id);
  const pkg = names.packageName(node.package);
  return (
    <UnstyledButton
      onClick={() => onSelect(node.id)}
      aria-label={t('node.open', { username: node.username })}
      aria-current={top ? 'true' : undefined}
      data-testid="tree-node"
      data-username={node.username}
      data-top={top || undefined}
      style={{
        display: 'block',
        width: '100%',
        height: '100%',
        borderRadius: 'var(--mantine-radius-md)',
        border: `${top ? 2 : 1}px solid ${top ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)'}`,
        borderTop: `4px solid var(--mantine-color-${color}-5)`,
        background: 'var(--mantine-color-body)',
        boxShadow: 'var(--mantine-shadow-xs)',
        overflow: 'hidden',
        cursor: top ? 'default' : 'pointer',
      }}
    >
      {mini ? (
        <Stack gap={2} px={6} py={4} align="center" justify="center" h="100%">
          <Text size="12px" fw={700} lh={1.2} maw="100%" truncate>
            {node.username}
          </Text>
          <Text size="11px" c={`${color}.8`} lh={1.2} maw="100%" truncate>
            {pkg}
          </Text>
          {(node.has_left || node.has_right) && (
            <Text size="10px" c="dimmed" lh={1} aria-hidden>
              ▾
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap={4} px={8} py={6} h="100%">
          <Box>
            <Text size="15px" fw={700} lh={1.3} truncate data-testid="node-username">
              {node.username}
            </Text>
            <Badge size="xs" color={color} variant="light" tt="none" maw="100%">
              {pkg}
            </Badge>
            <Text size="11px" c="dimmed" lh={1.4} truncate>
              {names.rankName(node.rank)}
            </Text>
          </Box>
          <Group gap={6} wrap="nowrap" align="flex-start" mt="auto">
            <LegFigure label={t('node.left')} total={node.total_left} today={node.today_left} />
            <LegFigure label={t('node.right')} total={node.total_right} today={node.today_right} />
          </Group>
        </Stack>
      )}
    </UnstyledButton>
  );
}
