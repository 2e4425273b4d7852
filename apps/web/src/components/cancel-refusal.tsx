import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from '@/lib/i18n';

interface CancelRefusalProps {
  /** The refusal's code: its text is `errors:<code>` (the code is kept on the panel for tests). */
  code: string;
  /** The form's namespace, with its `cancel.close`. */
  t: TFunction;
  onClose: () => void;
  /** `cancel-order` → `cancel-order-refused` and `cancel-order-close`. */
  testId: string;
}

/** What replaces a cancel form when the server says it cannot be cancelled: the reason and Close. */
export function CancelRefusal({ code, t, onClose, testId }: CancelRefusalProps) {
  return (
    <Stack gap="md" data-testid={`${testId}-refused`} data-code={code}>
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {t(`errors:${code}`)}
      </Alert>
      <Button variant="default" fullWidth onClick={onClose} data-testid={`${testId}-close`}>
        {t('cancel.close')}
      </Button>
    </Stack>
  );
}
