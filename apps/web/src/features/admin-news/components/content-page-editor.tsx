import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type AdminContentPage, type Locale, type LocalizedText, locales } from '@rangkai/shared';
import { IconCheck, IconDeviceMobile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/date-format';
import { languageNames, useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { usePreviewHtml } from '../api/news';
import { useSaveContentPage } from '../api/pages';
import { bodyToSend, localesWithContent } from '../lib/rich-text';
import { LeaveGuard } from './leave-guard';
import { LocaleTabs } from './locale-tabs';
import { PhonePreviewModal } from './phone-preview-modal';
import { RichTextField } from './rich-text-field';

/** The bodies to save: every language, '' for one left empty (members then read English). */
function bodiesToSend(bodies: LocalizedText): LocalizedText {
  return Object.fromEntries(locales.map((l) => [l, bodyToSend(bodies[l])]));
}

/** One page's text in every language, its last change, preview and save. */
export function ContentPageEditor({ page }: { page: AdminContentPage }) {
  const { t, i18n } = useTranslation('adminNews');
  const [bodies, setBodies] = useState<LocalizedText>(page.bodies);
  const [locale, setLocale] = useState<Locale>('en');
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveContentPage();
  const preview = usePreviewHtml();
  const { mutate } = preview;
  const dirty = JSON.stringify(bodiesToSend(bodies)) !== JSON.stringify(bodiesToSend(page.bodies));
  const own = bodyToSend(bodies[locale]);
  const shown = own || bodyToSend(bodies.en);

  useEffect(() => {
    if (previewing && shown) mutate(shown);
  }, [previewing, shown, mutate]);

  const submit = () =>
    save.mutate(
      { slug: page.slug, bodies: bodiesToSend(bodies) },
      {
        onSuccess: () => showSuccess('adminNews:pages.saved'),
        onError: (error) => showError(error),
      },
    );

  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-page-editor">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="admin-page-updated">
            {page.updated_at
              ? t('pages.updated', {
                  date: formatDateTime(page.updated_at, i18n.language),
                  name: page.updated_by ?? t('pages.someone'),
                })
              : t('pages.never')}
          </Text>
          {dirty && (
            <Badge color="orange" variant="light" data-testid="admin-page-dirty">
              {t('pages.unsaved')}
            </Badge>
          )}
        </Group>
        <LocaleTabs
          value={locale}
          onChange={setLocale}
          filled={localesWithContent([bodies])}
          testId="admin-page-languages"
        >
          <RichTextField
            key={`${page.slug}-${locale}`}
            label={t(`pages.slugs.${page.slug}`)}
            description={locale === 'en' ? t('pages.en_hint') : t('pages.fallback_hint')}
            value={bodies[locale] ?? ''}
            onChange={(html) => setBodies((current) => ({ ...current, [locale]: html }))}
            testId="admin-page-body"
          />
        </LocaleTabs>
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            leftSection={<IconDeviceMobile size={16} />}
            onClick={() => setPreviewing(true)}
            data-testid="admin-page-preview-open"
          >
            {t('preview.button')}
          </Button>
          <Button
            leftSection={<IconCheck size={18} />}
            loading={save.isPending}
            disabled={!dirty}
            onClick={submit}
            data-testid="admin-page-save"
          >
            {t('pages.save')}
          </Button>
        </Group>
      </Stack>
      <LeaveGuard shouldBlock={() => dirty && !save.isPending} />
      <PhonePreviewModal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        title={t(`pages.slugs.${page.slug}`)}
        html={shown ? preview.data : ''}
        loading={Boolean(shown) && preview.isPending}
        error={preview.error}
        note={
          own || locale === 'en'
            ? t('preview.language', { language: languageNames[locale] })
            : t('preview.fallback', { language: languageNames[locale] })
        }
      />
    </Card>
  );
}
