import { Badge, Group, Text } from '@mantine/core';
import type { Locale } from '@rangkai/shared';
import { useEffect } from 'react';
import { fromLocalInput } from '@/lib/business-time';
import { formatDate } from '@/lib/date-format';
import { languageNames, useTranslation } from '@/lib/i18n';
import { usePreviewHtml } from '../api/news';
import { bodyField, type NewsFormValues, titleField } from '../lib/news-form';
import { bodyToSend, hasText } from '../lib/rich-text';
import { PhonePreviewModal } from './phone-preview-modal';

interface NewsPreviewProps {
  opened: boolean;
  onClose: () => void;
  values: NewsFormValues;
  locale: Locale;
  picture: string | null;
}

/**
 * The item as a member reading `locale` gets it: that language's title and body, or the English
 * ones where it has none (as the server falls back), the body sanitised by the server.
 */
export function NewsPreview({ opened, onClose, values, locale, picture }: NewsPreviewProps) {
  const { t } = useTranslation('adminNews');
  const preview = usePreviewHtml();
  const { mutate, reset } = preview;
  const banner = values.kind === 'banner';
  const ownTitle = values[titleField(locale)].trim();
  const ownBody = bodyToSend(values[bodyField(locale)]);
  const title = ownTitle || values.title_en.trim();
  const body = ownBody || bodyToSend(values.body_en);
  const fallback = locale !== 'en' && (!ownTitle || (!banner && !hasText(ownBody)));

  useEffect(() => {
    if (!opened) return;
    if (banner || !body) reset();
    else mutate(body);
  }, [opened, banner, body, mutate, reset]);

  const publish = fromLocalInput(values.publish_at);
  return (
    <PhonePreviewModal
      opened={opened}
      onClose={onClose}
      title={title || t('preview.no_title')}
      picture={picture}
      meta={
        banner ? (
          values.link_url.trim() && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('preview.link', { url: values.link_url.trim() })}
            </Text>
          )
        ) : (
          <Group gap="xs">
            <Badge size="sm" variant="light">
              {t(`types.${values.news_type}`)}
            </Badge>
            {publish && (
              <Text size="xs" c="dimmed">
                {formatDate(publish, locale)}
              </Text>
            )}
          </Group>
        )
      }
      html={banner ? undefined : body ? preview.data : ''}
      loading={!banner && Boolean(body) && preview.isPending}
      error={preview.error}
      note={
        fallback
          ? t('preview.fallback', { language: languageNames[locale] })
          : t('preview.language', { language: languageNames[locale] })
      }
    />
  );
}
