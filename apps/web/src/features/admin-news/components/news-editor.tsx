import {
  Button,
  Card,
  Grid,
  Group,
  Input,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminNewsItem,
  type Locale,
  locales,
  NEWS_TITLE_MAX,
  type NewsKind,
  type NewsType,
  newsKinds,
  newsTypes,
} from '@rangkai/shared';
import { IconCheck, IconDeviceMobile } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/admin/page-header';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useSaveNews } from '../api/news';
import {
  bodyField,
  emptyNewsValues,
  localeWithError,
  type NewsFormValues,
  newsErrorKey,
  newsFormData,
  newsValues,
  titleField,
  validateNews,
} from '../lib/news-form';
import { localesWithContent } from '../lib/rich-text';
import { useObjectUrl } from '../lib/use-object-url';
import { DeleteNewsButton } from './delete-news-button';
import { LeaveGuard } from './leave-guard';
import { LocaleTabs } from './locale-tabs';
import { NewsPreview } from './news-preview';
import { NewsScheduleFields } from './news-schedule-fields';
import { NewsStatusBadge } from './news-status-badge';
import { PictureField } from './picture-field';
import { RichTextField } from './rich-text-field';

/** The languages' titles and bodies as `{ locale: text }` maps, for the tab markers. */
function texts(values: NewsFormValues, field: (l: Locale) => keyof NewsFormValues) {
  return Object.fromEntries(locales.map((l) => [l, String(values[field(l)] ?? '')]));
}

/** Create or edit one article or banner (the item's every language, picture and schedule). */
export function NewsEditor({ item, kind }: { item?: AdminNewsItem; kind: NewsKind }) {
  const { t } = useTranslation('adminNews');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const save = useSaveNews();
  const [locale, setLocale] = useState<Locale>('en');
  const [previewing, setPreviewing] = useState(false);
  // Set once saved or deleted: the editor then leaves without asking.
  const done = useRef(false);
  const form = useForm<NewsFormValues>({
    initialValues: item ? newsValues(item) : emptyNewsValues(kind),
    validate: (v) => validateNews(v, Boolean(item?.public_path)),
  });
  const values = form.getValues();
  const banner = values.kind === 'banner';
  const pickedUrl = useObjectUrl(values.image);
  const storedPicture = values.remove_image ? null : (item?.public_path ?? null);
  const picture = pickedUrl ?? storedPicture;

  const filled = localesWithContent([
    texts(values, titleField),
    ...(banner ? [] : [texts(values, bodyField)]),
  ]);
  const invalid = new Set(
    locales.filter((l) => form.errors[titleField(l)] || form.errors[bodyField(l)]),
  );

  const submit = form.onSubmit(
    (v) =>
      save.mutate(
        { id: item?.id ?? null, form: newsFormData(v) },
        {
          onSuccess: (saved) => {
            done.current = true;
            showSuccess(`adminNews:editor.saved_${saved.kind}`);
            void navigate(saved.kind === 'banner' ? '/admin/news?kind=banner' : '/admin/news');
          },
          onError: (error) => {
            const fields = applyServerErrors(t, form, error, {
              codeFields: { PAYLOAD_TOO_LARGE: 'image' },
              describe: (code, field) => newsErrorKey(field, code),
            });
            const named = Object.fromEntries(fields.map((f) => [f, true]));
            setLocale((current) => localeWithError(named, current));
          },
        },
      ),
    (errors) => setLocale((current) => localeWithError(errors, current)),
  );

  const heading = item ? t(`editor.edit_${item.kind}`) : t(`editor.new_${values.kind}`);

  return (
    <form onSubmit={submit} noValidate data-testid="admin-news-form">
      <PageHeader
        title={heading}
        subtitle={item ? <NewsStatusBadge status={item.status} /> : t('editor.subtitle')}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDeviceMobile size={16} />}
              onClick={() => setPreviewing(true)}
              data-testid="admin-news-preview-open"
            >
              {t('preview.button')}
            </Button>
            {item && (
              <DeleteNewsButton
                item={item}
                onDeleted={() => {
                  done.current = true;
                  void navigate(item.kind === 'banner' ? '/admin/news?kind=banner' : '/admin/news');
                }}
              />
            )}
          </Group>
        }
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="md">
            <LocaleTabs
              value={locale}
              onChange={setLocale}
              filled={filled}
              invalid={invalid}
              testId="admin-news-languages"
            >
              <Stack gap="md">
                <TextInput
                  key={titleField(locale)}
                  label={t('editor.title')}
                  description={locale === 'en' ? t('editor.title_en_hint') : t('editor.title_hint')}
                  required={locale === 'en'}
                  maxLength={NEWS_TITLE_MAX}
                  {...form.getInputProps(titleField(locale))}
                  error={translateError(form.errors[titleField(locale)])}
                  data-testid="admin-news-title"
                />
                {!banner && (
                  <RichTextField
                    key={bodyField(locale)}
                    label={t('editor.body')}
                    description={t('editor.body_hint')}
                    value={String(values[bodyField(locale)])}
                    onChange={(html) => form.setFieldValue(bodyField(locale), html)}
                    error={translateError(form.errors[bodyField(locale)])}
                    testId="admin-news-body"
                  />
                )}
              </Stack>
            </LocaleTabs>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="md">
            <Stack gap="md">
              <Input.Wrapper label={t('editor.kind')}>
                <SegmentedControl
                  fullWidth
                  mt={6}
                  value={values.kind}
                  onChange={(value) => {
                    form.setFieldValue('kind', value as NewsKind);
                    form.clearFieldError('image');
                  }}
                  data={newsKinds.map((k) => ({ value: k, label: t(`kinds_one.${k}`) }))}
                  data-testid="admin-news-kind"
                />
              </Input.Wrapper>
              {!banner && (
                <Select
                  label={t('editor.news_type')}
                  data={newsTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                  allowDeselect={false}
                  value={values.news_type}
                  onChange={(value) => value && form.setFieldValue('news_type', value as NewsType)}
                  description={
                    values.news_type === 'announcement' ? t('editor.announcement_hint') : undefined
                  }
                  data-testid="admin-news-type"
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              <PictureField
                current={storedPicture}
                file={values.image}
                pickedUrl={pickedUrl}
                onFile={(file) => {
                  form.setFieldValue('image', file);
                  form.clearFieldError('image');
                }}
                onRemove={
                  banner
                    ? undefined
                    : () => {
                        form.setFieldValue('remove_image', true);
                        form.clearFieldError('image');
                      }
                }
                onProblem={(problem) => form.setFieldError('image', `adminNews:picture.${problem}`)}
                required={banner}
                description={banner ? t('picture.banner_hint') : t('picture.cover_hint')}
                error={translateError(form.errors.image)}
              />
              <NewsScheduleFields form={form} banner={banner} />
              <Button
                type="submit"
                loading={save.isPending}
                leftSection={<IconCheck size={18} />}
                data-testid="admin-news-save"
              >
                {t('editor.save')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <LeaveGuard shouldBlock={() => !done.current && form.isDirty()} />
      <NewsPreview
        opened={previewing}
        onClose={() => setPreviewing(false)}
        values={values}
        locale={locale}
        picture={picture}
      />
    </form>
  );
}
