import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** In the screen's own namespace. */
  labels: { cancel: string; save: string };
  saving: boolean;
  /** `admin-holiday` → `admin-holiday-form` and `admin-holiday-save`. */
  testId: string;
  size?: ModalProps['size'];
  children: ReactNode;
}

/**
 * A back-office form in a dialog (a category, a country, a holiday…): full screen on a phone,
 * its fields one under the other, Cancel and Save at the foot.
 */
export function FormModal(props: FormModalProps) {
  const { labels, testId } = props;
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      fullScreen={phone}
      size={props.size}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={props.onSubmit} noValidate data-testid={`${testId}-form`}>
        <Stack gap="sm">
          {props.children}
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={props.onClose}>
              {labels.cancel}
            </Button>
            <Button
              type="submit"
              loading={props.saving}
              leftSection={<IconCheck size={16} />}
              data-testid={`${testId}-save`}
            >
              {labels.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
