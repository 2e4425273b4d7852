import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The text a decision takes: an optional note, or a required reason (up to 500 characters). */
export interface DecisionReason {
  label: string;
  description: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  testId: string;
}

interface DecisionConfirmProps {
  /** Of the warning and of the confirm button. */
  color: string;
  /** What confirming does. */
  message: ReactNode;
  /** The note or reason asked for… */
  reason?: DecisionReason;
  /** …or another field in its place. */
  field?: ReactNode;
  backLabel: string;
  onBack: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  loading: boolean;
  confirmTestId: string;
}

/**
 * The second step of an operator's decision (approve, reject…): what it does, the note or reason
 * it takes, then back to the choice or confirm.
 */
export function DecisionConfirm({
  color,
  message,
  reason,
  field,
  backLabel,
  onBack,
  confirmLabel,
  onConfirm,
  loading,
  confirmTestId,
}: DecisionConfirmProps) {
  return (
    <Stack gap="sm">
      <Alert color={color} variant="light" icon={<IconAlertTriangle size={18} />}>
        {message}
      </Alert>
      {reason && (
        <Textarea
          label={reason.label}
          description={reason.description}
          required={reason.required}
          value={reason.value}
          onChange={(event) => reason.onChange(event.currentTarget.value)}
          error={reason.error}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          data-autofocus
          data-testid={reason.testId}
        />
      )}
      {field}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack}>
          {backLabel}
        </Button>
        <Button color={color} loading={loading} onClick={onConfirm} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
