import { ActionIcon, Box, FileButton, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { checkImageFile, KYC_IMAGE_ACCEPT } from '@/lib/image-check';

/** Why a picked file was refused before upload. */
export type AttachProblem = 'wrong_type' | 'too_large';

interface ImageAttachPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** A picked file refused (type by its first bytes, or size): nothing is added. */
  onProblem: (problem: AttachProblem) => void;
  max?: number;
  /** Translated texts: the add button, the remove button, the hint under the row. */
  labels: { add: string; remove: string; hint: string };
  disabled?: boolean;
  /** Why the last pick was refused, or the server's refusal (translated). */
  error?: string;
  testId: string;
}

function Thumb({ file, label, onRemove }: { file: File; label: string; onRemove: () => void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box pos="relative" w={64} h={64} data-testid="attach-thumb">
      <Image
        src={url}
        alt={file.name}
        w={64}
        h={64}
        fit="cover"
        radius="sm"
        style={{ border: '1px solid var(--mantine-color-gray-3)' }}
      />
      <ActionIcon
        size="xs"
        radius="xl"
        color="red"
        pos="absolute"
        top={-6}
        right={-6}
        aria-label={label}
        onClick={onRemove}
      >
        <IconX size={12} />
      </ActionIcon>
    </Box>
  );
}

/**
 * Up to `max` images attached to a message: thumbnails with a remove button, and an add tile
 * (camera or gallery on a phone). Type and size are checked before anything is uploaded.
 */
export function ImageAttachPicker(props: ImageAttachPickerProps) {
  const { files, onChange, onProblem, max = 3, labels, disabled, error, testId } = props;
  const [checking, setChecking] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    setChecking(true);
    const problem = await checkImageFile(file).catch(() => 'kyc:image.wrong_type' as const);
    setChecking(false);
    if (problem) onProblem(problem.endsWith('too_large') ? 'too_large' : 'wrong_type');
    else onChange([...files, file].slice(0, max));
  };

  return (
    <Box data-testid={testId}>
      <Group gap="sm" mt={4}>
        {files.map((file, i) => (
          <Thumb
            key={`${file.name}-${file.size}-${file.lastModified}`}
            file={file}
            label={labels.remove}
            onRemove={() => onChange(files.filter((_, j) => j !== i))}
          />
        ))}
        {files.length < max && (
          <FileButton onChange={(file) => void pick(file)} accept={KYC_IMAGE_ACCEPT}>
            {(button) => (
              <UnstyledButton
                {...button}
                w={64}
                h={64}
                disabled={disabled || checking}
                aria-label={labels.add}
                data-testid={`${testId}-add`}
                style={{
                  border: '1px dashed var(--mantine-color-gray-4)',
                  borderRadius: 'var(--mantine-radius-sm)',
                  display: 'grid',
                  placeItems: 'center',
                  background: 'var(--mantine-color-gray-0)',
                }}
              >
                <IconPhotoPlus size={24} stroke={1.4} color="var(--mantine-color-gray-6)" />
              </UnstyledButton>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {labels.hint}
      </Text>
      {error && (
        <Text size="xs" c="red.7" mt={2} data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </Box>
  );
}
