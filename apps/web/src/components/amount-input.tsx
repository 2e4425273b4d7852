import { TextInput, type TextInputProps } from '@mantine/core';
import { sanitizeAmountInput } from '@/lib/amount';

interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  onChange: (value: string) => void;
}

/**
 * An MYR amount: a decimal keypad on phones, never negative, at most two decimals (a keystroke
 * beyond that is refused). The value stays a string so no float ever touches it.
 */
export function AmountInput({ value = '', onChange, ...props }: AmountInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      leftSection="RM"
      leftSectionWidth={42}
      {...props}
      value={value}
      onChange={(event) => onChange(sanitizeAmountInput(event.currentTarget.value, value))}
    />
  );
}
