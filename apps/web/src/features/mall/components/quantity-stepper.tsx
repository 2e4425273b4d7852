import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { clampQuantity } from '../lib/cart';

/** − / number / +: a whole quantity from 1 to the stock. */
export function QuantityStepper({
  value,
  stock,
  onChange,
  disabled,
  testId = 'quantity',
}: {
  value: number;
  stock: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('mall');
  const max = Math.max(1, stock);
  return (
    <Group gap={4} wrap="nowrap" data-testid={testId}>
      <ActionIcon
        variant="default"
        size={30}
        aria-label={t('quantity.less')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, stock))}
        data-testid={`${testId}-less`}
      >
        <IconMinus size={14} />
      </ActionIcon>
      <NumberInput
        value={value}
        onChange={(next) => onChange(clampQuantity(next, stock))}
        min={1}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        size="xs"
        w={52}
        disabled={disabled}
        aria-label={t('quantity.label')}
        styles={{ input: { textAlign: 'center' } }}
        data-testid={`${testId}-input`}
      />
      <ActionIcon
        variant="default"
        size={30}
        aria-label={t('quantity.more')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, stock))}
        data-testid={`${testId}-more`}
      >
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}
