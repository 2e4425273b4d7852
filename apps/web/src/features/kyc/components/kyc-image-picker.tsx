import { ActionIcon, FileButton, Group, Input, Text, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { checkImageFile, KYC_IMAGE_ACCEPT, sizeLabel } from '@/lib/image-check';
import { useTranslateError } from '@/lib/use-translate-error';
import { ImageFrame } from './image-frame';

interface KycImagePickerProps {
  label: string;
  required?: boolean;
  value: File | null;
  onChange: (file: File | null) => void;
  /** A picked file refused before upload (wrong type or too large): its error key. */
  onProblem: (key: string) => void;
  error?: string;
  testId: string;
}

/**
 * One identity image: tap the frame to pick (the camera or gallery on a phone), then a preview
 * with the file's name and size. Type (by the file's first bytes too) and size are checked here,
 * before anything is uploaded.
 */
export function KycImagePicker(props: KycImagePickerProps) {
  const { label, required, value, onChange, onProblem, error, testId } = props;
  const { t } = useTranslation('kyc');
  const translateError = useTranslateError();
  const [checking, setChecking] = useState(false);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = async (file: File | null) => {
    if (!file) return;
    setChecking(true);
    const problem = await checkImageFile(file).catch(() => 'kyc:image.wrong_type' as const);
    setChecking(false);
    if (problem) onProblem(problem);
    else onChange(file);
  };

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={required ? undefined : t('fields.optional')}
      error={translateError(error)}
      data-testid={testId}
    >
      <FileButton onChange={(file) => void pick(file)} accept={KYC_IMAGE_ACCEPT}>
        {(button) => (
          <UnstyledButton
            {...button}
            mt={6}
            w="100%"
            display="block"
            aria-label={value ? t('image.change') : t('image.choose')}
            disabled={checking}
            data-testid={`${testId}-pick`}
          >
            <ImageFrame
              src={preview}
              alt={label}
              error={Boolean(error)}
              placeholder={
                <>
                  {t('image.choose')}
                  <br />
                  {t('image.hint')}
                </>
              }
            />
          </UnstyledButton>
        )}
      </FileButton>
      {value && (
        <Group gap={4} wrap="nowrap" mt={4}>
          <Text size="xs" c="dimmed" truncate="end" style={{ flex: 1 }}>
            {value.name} · {sizeLabel(value.size)}
          </Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={t('image.remove')}
            onClick={() => onChange(null)}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      )}
    </Input.Wrapper>
  );
}
