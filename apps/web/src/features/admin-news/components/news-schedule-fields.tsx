import { CloseButton, Group, NumberInput, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { businessZoneLabel } from '@/lib/business-time';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';
import type { NewsFormValues } from '../lib/news-form';

/**
 * When and how an item shows: publish and optional end time (typed in the business time zone,
 * TZ_BUSINESS), active, and for banners their place in the carousel and where a tap leads.
 */
export function NewsScheduleFields({
  form,
  banner,
}: {
  form: UseFormReturnType<NewsFormValues>;
  banner: boolean;
}) {
  const { t } = useTranslation('adminNews');
  const translateError = useTranslateError();
  const values = form.getValues();
  const zone = businessZoneLabel();
  return (
    <>
      <TextInput
        type="datetime-local"
        label={t('editor.publish_at')}
        description={t('editor.time_zone', { zone })}
        required
        {...form.getInputProps('publish_at')}
        error={translateError(form.errors.publish_at)}
        data-testid="admin-news-publish-at"
      />
      <TextInput
        type="datetime-local"
        label={t('editor.end_at')}
        description={t('editor.end_at_hint', { zone })}
        {...form.getInputProps('end_at')}
        error={translateError(form.errors.end_at)}
        rightSection={
          values.end_at ? (
            <CloseButton
              size="sm"
              aria-label={t('editor.end_at_clear')}
              onClick={() => form.setFieldValue('end_at', '')}
            />
          ) : undefined
        }
        data-testid="admin-news-end-at"
      />
      {banner && (
        <>
          <TextInput
            label={t('editor.link_url')}
            description={t('editor.link_url_hint')}
            placeholder="/web/packages"
            maxLength={500}
            {...form.getInputProps('link_url')}
            error={translateError(form.errors.link_url)}
            data-testid="admin-news-link-url"
          />
          <NumberInput
            label={t('editor.sort_order')}
            description={t('editor.sort_order_hint')}
            min={0}
            max={9999}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sort_order')}
            error={translateError(form.errors.sort_order)}
            data-testid="admin-news-sort-order"
          />
        </>
      )}
      <Group>
        <Switch
          label={t('editor.active')}
          description={t('editor.active_hint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
          data-testid="admin-news-active"
        />
      </Group>
    </>
  );
}
