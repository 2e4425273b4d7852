import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';

/** BUSINESS_RULES §10 / spec §5: a JPG or PNG image of at most 5 MB (the server checks the bytes). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
const RECEIPT_TYPES = ['image/jpeg', 'image/png'];

interface ReceiptDropzoneProps {
  value: File | null;
  onChange: (file: File | null) => void;
  onReject: (code: string) => void;
  error?: string;
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Drop or pick the receipt image; once chosen, a preview with a remove button. */
export function ReceiptDropzone({ value, onChange, onReject, error }: ReceiptDropzoneProps) {
  const { t } = useTranslation('wallet');
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const reject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    onReject(tooLarge ? 'wallet:deposit.receipt_too_large' : 'wallet:deposit.receipt_type');
  };

  return (
    <Input.Wrapper
      label={t('fields.receipt')}
      description={t('deposit.receipt_hint')}
      error={error}
    >
      {value && preview ? (
        <Paper withBorder radius="md" p="xs" mt={6} data-testid="receipt-chosen">
          <Group wrap="nowrap" gap="sm">
            <Image src={preview} alt="" w={56} h={56} radius="sm" fit="cover" />
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text size="sm" truncate="end">
                {value.name}
              </Text>
              <Text size="xs" c="dimmed">
                {sizeLabel(value.size)}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('deposit.receipt_remove')}
              onClick={() => onChange(null)}
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ) : (
        <Dropzone
          mt={6}
          onDrop={(files) => files[0] && onChange(files[0])}
          onReject={reject}
          maxSize={RECEIPT_MAX_BYTES}
          accept={RECEIPT_TYPES}
          multiple={false}
          radius="md"
          p="md"
          data-testid="receipt-dropzone"
        >
          <Group justify="center" gap="sm" wrap="nowrap" mih={64} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} color="var(--mantine-color-teal-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Text size="sm" c="dimmed">
              {t('deposit.receipt_drop')}
            </Text>
          </Group>
        </Dropzone>
      )}
    </Input.Wrapper>
  );
}
