import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';

interface BackSubmitButtonsProps {
  onBack: () => void;
  backLabel: string;
  submitLabel: string;
  loading: boolean;
  /** `<prefix>-back` and `<prefix>-submit`. */
  testIdPrefix: string;
}

/** The last step of a two-step registration: back to step 1, or submit the form. */
export function BackSubmitButtons({
  onBack,
  backLabel,
  submitLabel,
  loading,
  testIdPrefix,
}: BackSubmitButtonsProps) {
  return (
    <Group grow>
      <Button
        variant="default"
        size="md"
        leftSection={<IconArrowLeft size={18} />}
        onClick={onBack}
        data-testid={`${testIdPrefix}-back`}
      >
        {backLabel}
      </Button>
      <Button
        type="submit"
        size="md"
        leftSection={<IconUserPlus size={18} />}
        loading={loading}
        data-testid={`${testIdPrefix}-submit`}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
