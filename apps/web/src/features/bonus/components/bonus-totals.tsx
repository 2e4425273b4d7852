import {
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { bonusEntryTypes } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import type { BonusTotals as Totals } from '../api/bonus-records';
import { isDeduction, signedBonus } from '../lib/bonus-sign';
import { type BonusTab, bonusLook } from './bonus-look';

interface BonusTotalsProps {
  totals?: Totals;
  selected: BonusTab;
  onSelect: (tab: BonusTab) => void;
}

function TotalTile({
  tab,
  amount,
  selected,
  onSelect,
}: {
  tab: BonusTab;
  amount?: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('bonus');
  const { icon: Icon, color } = bonusLook[tab];
  return (
    <UnstyledButton onClick={onSelect} aria-pressed={selected} data-testid={`bonus-total-${tab}`}>
      <Paper
        withBorder
        radius="md"
        p="xs"
        style={{
          borderColor: selected ? `var(--mantine-color-${color}-5)` : undefined,
          background: selected ? `var(--mantine-color-${color}-0)` : undefined,
        }}
      >
        <Group gap={8} wrap="nowrap">
          <ThemeIcon variant="light" color={color} radius="xl" size="md">
            <Icon size={16} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed" truncate>
              {t(`types.${tab}`)}
            </Text>
            {amount === undefined ? (
              <Skeleton h={16} w={64} mt={2} />
            ) : (
              <Text
                size="sm"
                fw={700}
                c={isDeduction(tab) && /[1-9]/.test(amount) ? 'red.7' : undefined}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="total-amount"
              >
                {signedBonus(tab, amount)}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * Lifetime totals: all bonuses on top (credits less the sponsor bonuses taken back), then each
 * type, clawbacks and debt repayments negative; tapping one shows its records.
 */
export function BonusTotals({ totals, selected, onSelect }: BonusTotalsProps) {
  const { t } = useTranslation('bonus');
  return (
    <Stack gap="xs" data-testid="bonus-totals">
      <UnstyledButton onClick={() => onSelect('all')} data-testid="bonus-total-all">
        <Paper
          radius="md"
          p="md"
          style={{
            background:
              'linear-gradient(135deg, var(--mantine-color-indigo-6), var(--mantine-color-blue-5))',
            outline: selected === 'all' ? '2px solid var(--mantine-color-indigo-3)' : undefined,
          }}
        >
          <Text size="xs" c="white" opacity={0.85}>
            {t('totals.all')}
          </Text>
          {totals ? (
            <Text fz={26} fw={800} c="white" data-testid="total-amount">
              RM {signedBonus('all', totals.all)}
            </Text>
          ) : (
            <Skeleton h={30} w={140} mt={4} />
          )}
          <Text size="xs" c="white" opacity={0.85}>
            {t('totals.split')}
          </Text>
          {totals && /[1-9]/.test(totals.sponsor_clawback) && (
            <Text size="xs" c="white" opacity={0.85} data-testid="bonus-total-net">
              {t('totals.net', { amount: groupMoney(totals.sponsor_clawback) })}
            </Text>
          )}
        </Paper>
      </UnstyledButton>
      <SimpleGrid cols={2} spacing="xs">
        {bonusEntryTypes.map((type) => (
          <TotalTile
            key={type}
            tab={type}
            amount={totals?.[type]}
            selected={selected === type}
            onSelect={() => onSelect(type)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
