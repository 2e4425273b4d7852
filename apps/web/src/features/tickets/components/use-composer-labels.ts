import type { ComposerLabels } from '@/components/ticket-composer';
import { useTranslation } from '@/lib/i18n';

/** The composer's texts on the member site. */
export function useComposerLabels(submit: string): ComposerLabels {
  const { t } = useTranslation('ticket');
  return {
    body: t('form.body'),
    placeholder: t('form.body_placeholder'),
    submit,
    add: t('form.add_image'),
    remove: t('form.remove_image'),
    hint: t('form.image_hint'),
  };
}
