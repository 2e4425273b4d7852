import { Anchor, Group, Text } from '@mantine/core';
import type { TreePath as Path } from '@rangkai/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';

interface TreePathProps {
  path: Path;
  /** Opens a member of the path; without it the path is text only. */
  onOpen?: (id: number) => void;
}

/**
 * The way down from the viewer to a member: the first node, "… N levels …" for the middle the
 * server left out, then the rest; the last one is where the view is.
 */
export function TreePath({ path, onOpen }: TreePathProps) {
  const { t } = useTranslation('tree');
  const [first, ...rest] = path.nodes;
  if (!first) return null;
  const parts = [
    { kind: 'node' as const, node: first },
    ...(path.hidden_levels > 0 ? [{ kind: 'gap' as const }] : []),
    ...rest.map((node) => ({ kind: 'node' as const, node })),
  ];
  return (
    <Group gap={4} wrap="wrap" component="nav" aria-label={t('path.label')} data-testid="tree-path">
      {parts.map((part, i) => {
        const last = i === parts.length - 1;
        const key = part.kind === 'node' ? part.node.id : 'gap';
        return (
          <Fragment key={key}>
            {i > 0 && (
              <IconChevronRight size={12} color="var(--mantine-color-gray-5)" aria-hidden />
            )}
            {part.kind === 'gap' ? (
              <Text size="xs" c="dimmed" data-testid="path-hidden">
                {t('path.hidden', { count: path.hidden_levels })}
              </Text>
            ) : last || !onOpen ? (
              <Text
                size="sm"
                fw={last ? 700 : 400}
                data-testid="path-node"
                aria-current={last ? 'page' : undefined}
              >
                {part.node.username}
              </Text>
            ) : (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onOpen(part.node.id)}
                data-testid="path-node"
              >
                {part.node.username}
              </Anchor>
            )}
          </Fragment>
        );
      })}
    </Group>
  );
}
