import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  type AdminMemberDetail,
  adminMemberProfileRequest,
  MALAYSIA_COUNTRY_ID,
} from '@rangkai/shared';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAdminCountries } from '@/features/admin-reference';
import { useLookup } from '@/features/global';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/form-validation';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useTranslateError } from '@/lib/use-translate-error';
import { useUpdateMemberProfile } from '../api/member-fix';
import {
  type ProfileField,
  type ProfileFormValues,
  profileChanges,
  profileFormValues,
} from '../lib/profile-changes';

const labels: Record<ProfileField, string> = {
  fullname: 'members.fullname',
  email: 'members.email',
  contact_number: 'members.phone',
  country_id: 'member.country_id',
  state_id: 'member_fix.edit.state',
  address: 'member.address',
  postcode: 'member.postcode',
};

/**
 * An operator corrects a member's details: the form, then a confirmation listing each change
 * (and that both addresses are told when the e-mail changes) with the reason for the audit log.
 */
export function MemberProfileEditModal({
  member,
  opened,
  onClose,
}: {
  member: AdminMemberDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const translateError = useTranslateError();
  const phone = useMediaQuery('(max-width: 36em)');
  const update = useUpdateMemberProfile(member.id);
  // Every country, also those closed for registration: a member may live in one.
  const countries = useAdminCountries();
  const lookup = useLookup();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<ProfileFormValues>({ initialValues: profileFormValues(member) });
  const values = form.getValues();
  const { body, changed } = profileChanges(member, values);
  const malaysia = values.country_id === String(MALAYSIA_COUNTRY_ID);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
    form.setInitialValues(profileFormValues(member));
    form.reset();
    setConfirming(false);
  }, [opened]);

  const review = form.onSubmit(() => {
    const errors = zodFormValidator(adminMemberProfileRequest)({ ...body, reason: values.reason });
    if (malaysia && !values.state_id && (body.country_id !== undefined || 'state_id' in body))
      errors.state_id ??= 'REQUIRED';
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    if (changed.length > 0) setConfirming(true);
  });

  const save = () =>
    update.mutate(
      { ...body, reason: values.reason.trim() },
      {
        onSuccess: () => {
          showSuccess('admin:member_fix.edit.done', { username: member.username });
          onClose();
        },
        onError: (err) => {
          setConfirming(false);
          applyServerErrors(t, form, err, {
            // Codes stay codes: the inputs translate them (a taken e-mail says so plainly).
            describe: (code, field) =>
              code === 'MEMBER_EXITS' && field === 'email'
                ? 'admin:member_fix.edit.email_taken'
                : code,
          });
        },
      },
    );

  const shown = (field: ProfileField, v: ProfileFormValues) => {
    if (field === 'country_id')
      return countries.data?.find((c) => String(c.id) === v.country_id)?.name_en ?? v.country_id;
    if (field === 'state_id')
      return lookup.data?.states.find((s) => String(s.id) === v.state_id)?.name ?? '—';
    return v[field].trim() || '—';
  };
  const before = profileFormValues(member);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('member_fix.edit.title', { username: member.username })}
      fullScreen={phone}
      size="lg"
      centered
    >
      {confirming ? (
        <Stack gap="sm" data-testid="admin-profile-confirm">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('member_fix.edit.confirm_message', { username: member.username })}
          </Alert>
          <Table.ScrollContainer minWidth={0}>
            <Table layout="fixed" verticalSpacing={4} fz="sm">
              <Table.Tbody>
                {changed.map((field) => (
                  <Table.Tr key={field}>
                    <Table.Th w="30%">{t(labels[field])}</Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text span size="sm" c="dimmed" td="line-through">
                        {shown(field, before)}
                      </Text>{' '}
                      → {shown(field, values)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {changed.includes('email') && (
            <Alert color="blue" variant="light" icon={<IconMail size={18} />}>
              {t('member_fix.edit.email_notice')}
            </Alert>
          )}
          <Text size="sm">
            <Text span fw={600}>
              {t('reason.label')}:
            </Text>{' '}
            {values.reason.trim()}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('member_fix.edit.back')}
            </Button>
            <Button
              color="orange"
              onClick={save}
              loading={update.isPending}
              data-testid="admin-profile-save"
            >
              {t('member_fix.edit.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={review} noValidate>
          <Stack gap="sm" data-testid="admin-profile-form">
            <TextInput
              label={t('members.fullname')}
              {...form.getInputProps('fullname')}
              error={translateError(form.errors.fullname)}
              data-testid="admin-profile-fullname"
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('members.email')}
                type="email"
                {...form.getInputProps('email')}
                error={translateError(form.errors.email)}
                data-testid="admin-profile-email"
              />
              <TextInput
                label={t('members.phone')}
                type="tel"
                {...form.getInputProps('contact_number')}
                error={translateError(form.errors.contact_number)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: malaysia ? 2 : 1 }} spacing="sm">
              <Select
                label={t('member.country_id')}
                data={(countries.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: c.name_en,
                }))}
                value={values.country_id}
                onChange={(value) => value && form.setFieldValue('country_id', value)}
                allowDeselect={false}
                searchable
                error={translateError(form.errors.country_id)}
                comboboxProps={{ withinPortal: true }}
                data-testid="admin-profile-country"
              />
              {malaysia && (
                <Select
                  label={t('member_fix.edit.state')}
                  placeholder={t('member_fix.edit.state_placeholder')}
                  data={(lookup.data?.states ?? []).map((s) => ({
                    value: String(s.id),
                    label: s.name,
                  }))}
                  value={values.state_id}
                  onChange={(value) => form.setFieldValue('state_id', value)}
                  searchable
                  error={translateError(form.errors.state_id)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            </SimpleGrid>
            <Textarea
              label={t('member.address')}
              autosize
              minRows={2}
              maxRows={4}
              {...form.getInputProps('address')}
              error={translateError(form.errors.address)}
            />
            <TextInput
              label={t('member.postcode')}
              {...form.getInputProps('postcode')}
              error={translateError(form.errors.postcode)}
            />
            <Textarea
              label={t('reason.label')}
              description={t('reason.hint')}
              placeholder={t('reason.placeholder')}
              autosize
              minRows={2}
              maxRows={5}
              withAsterisk
              {...form.getInputProps('reason')}
              error={translateError(form.errors.reason)}
              data-testid="admin-profile-reason"
            />
            {changed.length === 0 && form.isDirty() && (
              <Text size="sm" c="dimmed">
                {t('member_fix.edit.no_changes')}
              </Text>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button
                type="submit"
                disabled={changed.length === 0}
                data-testid="admin-profile-review"
              >
                {t('member_fix.edit.review')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
