import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type AttachProblem, ImageAttachPicker } from './image-attach-picker';

/** Translated texts of the composer. */
export interface ComposerLabels {
  body: string;
  placeholder: string;
  submit: string;
  add: string;
  remove: string;
  hint: string;
}

interface TicketComposerProps {
  body: string;
  onBody: (body: string) => void;
  files: File[];
  onFiles: (files: File[]) => void;
  onProblem: (problem: AttachProblem) => void;
  /** The body field's error (translated). */
  error?: string;
  /** The images' error (translated). */
  imageError?: string;
  /** Fields above the body (the new ticket's title). */
  before?: ReactNode;
  labels: ComposerLabels;
  submitting: boolean;
  onSubmit: () => void;
  testId: string;
}

/** A ticket message: its text (up to 5000 characters), up to three images, and send. */
export function TicketComposer(props: TicketComposerProps) {
  const { body, onBody, files, onFiles, onProblem, error, imageError, before, labels } = props;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      data-testid={props.testId}
    >
      <Stack gap="sm">
        {before}
        <Textarea
          label={labels.body}
          placeholder={labels.placeholder}
          required
          value={body}
          onChange={(event) => onBody(event.currentTarget.value)}
          error={error}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={5000}
          data-testid={`${props.testId}-body`}
        />
        <ImageAttachPicker
          files={files}
          onChange={onFiles}
          onProblem={onProblem}
          labels={{ add: labels.add, remove: labels.remove, hint: labels.hint }}
          disabled={props.submitting}
          error={imageError}
          testId={`${props.testId}-images`}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={props.submitting}
            leftSection={<IconSend size={16} />}
            data-testid={`${props.testId}-submit`}
          >
            {labels.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
