import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface CancelRefusalProps {
  /** The refusal's code (kept on the panel for tests). */
  code: string;
  /** Its translated reason. */
  message: string;
  closeLabel: string;
  onClose: () => void;
  /** `cancel-order` → `cancel-order-refused` and `cancel-order-close`. */
  testId: string;
}

/** What replaces a cancel form when the server says it cannot be cancelled: the reason and Close. */
export function CancelRefusal({ code, message, closeLabel, onClose, testId }: CancelRefusalProps) {
  return (
    <Stack gap="md" data-testid={`${testId}-refused`} data-code={code}>
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {message}
      </Alert>
      <Button variant="default" fullWidth onClick={onClose} data-testid={`${testId}-close`}>
        {closeLabel}
      </Button>
    </Stack>
  );
}
