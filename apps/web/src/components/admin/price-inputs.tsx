import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from '@/lib/i18n';
import { priceFields } from '@/lib/price-fields';
import { useTranslateError } from '@/lib/use-translate-error';

interface PriceInputsProps<Values> {
  form: UseFormReturnType<Values>;
  /** Its `prices.*` texts. */
  t: TFunction;
  disabled?: boolean;
  /** `admin-room` → `admin-room-normal_credit`… */
  testId: string;
  /** On the grid itself. */
  gridTestId?: string;
}

/** The four prices in ringgit, two by two (normal and premium, credit and cash). */
export function PriceInputs<Values>({
  form,
  t,
  disabled,
  testId,
  gridTestId,
}: PriceInputsProps<Values>) {
  const translateError = useTranslateError();
  return (
    <SimpleGrid cols={2} spacing="sm" data-testid={gridTestId}>
      {priceFields.map((field) => (
        <TextInput
          key={field}
          label={t(`prices.${field}`)}
          required
          inputMode="decimal"
          leftSection="RM"
          placeholder="0.00"
          {...form.getInputProps(field)}
          disabled={disabled}
          error={translateError(form.errors[field])}
          data-testid={`${testId}-${field}`}
        />
      ))}
    </SimpleGrid>
  );
}
