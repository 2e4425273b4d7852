import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import {
  checkNewsImage,
  fileSizeLabel,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_TYPES,
  type NewsImageProblem,
} from '../lib/news-image';

interface PictureFieldProps {
  /** The stored picture's address (null: none, or removed). */
  current: string | null;
  /** A newly picked picture, and its address for the preview. */
  file: File | null;
  pickedUrl: string | null;
  onFile: (file: File | null) => void;
  /** Drop the stored picture (news covers only; a banner's is replaced, not removed). */
  onRemove?: () => void;
  onProblem: (problem: NewsImageProblem) => void;
  required: boolean;
  description: string;
  error?: string;
}

/** The cover or banner picture: its preview, a drop zone to pick another, remove. */
export function PictureField({
  current,
  file,
  pickedUrl,
  onFile,
  onRemove,
  onProblem,
  required,
  description,
  error,
}: PictureFieldProps) {
  const { t, i18n } = useTranslation('adminNews');
  const shown = pickedUrl ?? current;

  const drop = async (files: File[]) => {
    const next = files[0];
    if (!next) return;
    const problem = await checkNewsImage(next);
    if (problem) onProblem(problem);
    else onFile(next);
  };
  const reject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    onProblem(tooLarge ? 'too_large' : 'wrong_type');
  };

  return (
    <Input.Wrapper
      label={t('picture.label')}
      description={description}
      required={required}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {shown && (
          <Paper withBorder radius="md" p="xs" data-testid="admin-news-picture-preview">
            <Image src={shown} alt="" radius="sm" mah={200} fit="contain" />
            <Group justify="space-between" mt="xs" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed" truncate="end" miw={0} style={{ flex: 1 }}>
                {file
                  ? `${file.name} · ${fileSizeLabel(file.size, i18n.language)}`
                  : t('picture.current')}
              </Text>
              {file && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconX size={14} />}
                  onClick={() => onFile(null)}
                  style={{ flexShrink: 0 }}
                  data-testid="admin-news-picture-undo"
                >
                  {current ? t('picture.undo') : t('picture.remove')}
                </Button>
              )}
              {!file && onRemove && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={onRemove}
                  style={{ flexShrink: 0 }}
                  data-testid="admin-news-picture-remove"
                >
                  {t('picture.remove')}
                </Button>
              )}
            </Group>
          </Paper>
        )}
        <Dropzone
          onDrop={(files) => void drop(files)}
          onReject={reject}
          maxSize={NEWS_IMAGE_MAX_BYTES}
          accept={NEWS_IMAGE_TYPES}
          multiple={false}
          radius="md"
          p="sm"
          inputProps={{ 'aria-label': t('picture.label') }}
          data-testid="admin-news-picture-dropzone"
        >
          <Group justify="center" gap="sm" wrap="nowrap" mih={48} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} color="var(--mantine-color-teal-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={28} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Stack gap={0}>
              <Text size="sm">{shown ? t('picture.replace') : t('picture.drop')}</Text>
              <Text size="xs" c="dimmed">
                {t('picture.hint')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      </Stack>
    </Input.Wrapper>
  );
}
