import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { KycInfo } from '@rangkai/shared';
import { IconId, IconSend, IconUser } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { FormSubmit } from '@/components/form-submit';
import { useMemberInfo } from '@/features/member';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { showMessage } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { type KycBody, useSubmitKyc } from '../api/kyc';
import { cleanIdNumber, hasMissingField, validateKyc } from '../lib/kyc-values';
import { KycImagePicker } from './kyc-image-picker';

/** Refusals the server pins to no field, and the field they belong under. */
const codeFields: Record<string, string> = {
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
  NEED_18_AGE_ABOVE: 'id_number',
  iC_USED: 'id_number',
};

const sides = ['ic_front', 'ic_back', 'selfie'] as const;

/**
 * Spec §4/§5 KYC submission: identity number, full name, both sides of the document (and an
 * optional selfie), security password. A failed submission's details come back filled in; a
 * first one starts from the name and IC number of the member's profile (editable: a passport
 * holder may verify with another number).
 */
export function KycForm({ previous, onDone }: { previous: KycInfo | null; onDone: () => void }) {
  const { t } = useTranslation('kyc');
  const translateError = useTranslateError();
  const submitKyc = useSubmitKyc();
  const profile = useMemberInfo().data;

  const form = useForm<KycBody>({
    initialValues: {
      id_number: previous?.id_number ?? cleanIdNumber(profile?.ic ?? ''),
      fullname: previous?.fullname ?? profile?.fullname ?? '',
      sec_password: '',
      ic_front: null,
      ic_back: null,
      selfie: null,
    },
    validate: validateKyc,
  });

  // The profile arrived after the form opened: fill (once) what the member has not typed yet.
  const prefilled = useRef(profile !== undefined);
  useEffect(() => {
    if (previous || !profile || prefilled.current) return;
    prefilled.current = true;
    const values = form.getValues();
    if (!values.id_number && profile.ic) form.setFieldValue('id_number', cleanIdNumber(profile.ic));
    if (!values.fullname) form.setFieldValue('fullname', profile.fullname);
  }, [previous, profile, form]);

  const submit = form.onSubmit((values) =>
    submitKyc.mutate(values, {
      onSuccess: () => {
        form.reset();
        onDone();
        showMessage({
          type: 'success',
          title: { key: 'kyc:success_title' },
          text: { key: 'kyc:success' },
        });
      },
      onError: (error) => applyServerErrors(t, form, error, { codeFields }),
    }),
  );

  const values = form.getValues();
  const labels = {
    ic_front: t('fields.ic_front'),
    ic_back: t('fields.ic_back'),
    selfie: t('fields.selfie'),
  };

  return (
    <form onSubmit={submit} noValidate data-testid="kyc-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <TextInput
          label={t('fields.id_number')}
          placeholder={t('fields.id_number_placeholder')}
          description={t('fields.id_number_hint')}
          leftSection={<IconId size={18} />}
          autoComplete="off"
          autoCapitalize="characters"
          required
          name="id_number"
          {...form.getInputProps('id_number')}
          onChange={(event) =>
            form.setFieldValue('id_number', cleanIdNumber(event.currentTarget.value))
          }
          error={translateError(form.errors.id_number)}
        />
        <TextInput
          label={t('fields.fullname')}
          placeholder={t('fields.fullname_placeholder')}
          leftSection={<IconUser size={18} />}
          autoComplete="name"
          maxLength={100}
          required
          name="fullname"
          {...form.getInputProps('fullname')}
          error={translateError(form.errors.fullname)}
        />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="md">
          {sides.map((side) => (
            <KycImagePicker
              key={side}
              label={labels[side]}
              required={side !== 'selfie'}
              value={values[side]}
              onChange={(file) => {
                form.setFieldValue(side, file);
                form.clearFieldError(side);
              }}
              onProblem={(key) => {
                form.setFieldValue(side, null);
                form.setFieldError(side, key);
              }}
              error={form.errors[side] as string | undefined}
              testId={`kyc-${side}`}
            />
          ))}
        </SimpleGrid>
        <FormSubmit
          secPassword={{ form, label: t('fields.sec_password') }}
          notice={
            hasMissingField(form.errors) && {
              text: t('errors:please_fill_all_fields'),
              testId: 'kyc-incomplete',
            }
          }
          leftSection={<IconSend size={18} />}
          loading={submitKyc.isPending}
          testId="kyc-submit"
        >
          {t('submit')}
        </FormSubmit>
      </Stack>
    </form>
  );
}
