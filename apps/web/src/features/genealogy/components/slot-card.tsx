import { Button, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import type { Leg } from '../lib/chart-layout';

/** A free place in the chart (the slot's parent and leg), where a new member could go. */
export interface EmptySlot {
  jid: number;
  group_type: Leg;
  upline: string;
}

interface SlotCardProps {
  slot: EmptySlot;
  mini: boolean;
  /** Offers "Register here" when given (the member's own tree). */
  onRegister?: (slot: EmptySlot) => void;
}

export function SlotCard({ slot, mini, onRegister }: SlotCardProps) {
  const { t } = useTranslation('tree');
  const leg = t(slot.group_type === 2 ? 'node.right_leg' : 'node.left_leg');
  return (
    <Stack
      gap={4}
      align="center"
      justify="center"
      h="100%"
      px={4}
      data-testid="tree-slot"
      data-parent={slot.upline}
      data-leg={slot.group_type}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px dashed var(--mantine-color-gray-4)',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      {!mini && (
        <Text size="11px" c="dimmed" ta="center" lh={1.2}>
          {t('slot.empty', { leg })}
        </Text>
      )}
      {onRegister ? (
        <Button
          size="compact-xs"
          fullWidth={!mini}
          variant="light"
          leftSection={mini ? undefined : <IconUserPlus size={14} />}
          onClick={() => onRegister(slot)}
          aria-label={t('slot.register_aria', { upline: slot.upline, leg })}
          data-testid="register-here"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.15 } }}
          h="auto"
          py={4}
        >
          {mini ? <IconUserPlus size={16} /> : t('slot.register')}
        </Button>
      ) : (
        mini && (
          <Text size="10px" c="dimmed" ta="center">
            {t('slot.free')}
          </Text>
        )
      )}
    </Stack>
  );
}
