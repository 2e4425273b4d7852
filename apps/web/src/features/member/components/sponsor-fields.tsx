import { Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { IconCircleCheck, IconCircleX, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';
import type { Sponsor } from '../lib/use-sponsor';

// Description and error render inside <p>: inline content only.
const inline = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;

const legKey = (groupType: number) => (groupType === 2 ? 'leg.right' : 'leg.left');

/** What the fields need of a registration form (self-registration or on behalf). */
interface SponsorForm {
  getInputProps: (path: 'ref_id' | 'group_type') => GetInputPropsReturnType;
  getValues: () => { group_type: string };
  errors: FormErrors;
}

interface SponsorFieldsProps {
  form: SponsorForm;
  sponsor: Sponsor;
  /** The sponsor input's placeholder (default: "your sponsor's member code"). */
  placeholder?: string;
  /** Keys of the placement hints with `upline` and `leg` (default: the self-registration's). */
  placementKeys?: { auto: string; leg: string };
}

const ownPlacement = { auto: 'register.placement_auto', leg: 'register.placement_leg' };

/**
 * The sponsor code (checked on entry: `correct_ref` / `incorrect_ref`) and the leg. A sponsor
 * with no sponsored members yet places the new member at its end node without asking.
 */
export function SponsorFields({
  form,
  sponsor,
  placeholder,
  placementKeys = ownPlacement,
}: SponsorFieldsProps) {
  const { t } = useTranslation('member');
  const translateError = useTranslateError();
  const { status, autoPlacement, legs } = sponsor;
  const groupType = Number(form.getValues().group_type);
  const upline = autoPlacement
    ? legs.find((leg) => leg.group_type === autoPlacement.group_type)?.username
    : legs.find((leg) => leg.group_type === groupType)?.username;

  const refStatus =
    status === 'valid' ? (
      <span style={inline} data-testid="ref-status" data-status="valid">
        <IconCircleCheck size={14} color="var(--mantine-color-teal-7)" />
        <Text span size="xs" c="teal.8">
          {t('correct_ref')} · {sponsor.sponsor?.username}
        </Text>
      </span>
    ) : null;
  const refError =
    translateError(form.errors.ref_id) ??
    (status === 'invalid' ? (
      <span style={inline} data-testid="ref-status" data-status="invalid">
        <IconCircleX size={14} />
        {t('incorrect_ref')}
      </span>
    ) : undefined);

  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.ref_id')}
        placeholder={placeholder ?? t('placeholders.ref_id')}
        withAsterisk
        autoCapitalize="characters"
        name="ref_id"
        leftSection={<IconUsersGroup size={18} />}
        rightSection={status === 'checking' ? <Loader size={16} /> : null}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={refStatus}
        {...form.getInputProps('ref_id')}
        error={refError}
      />
      {status === 'valid' && (
        <Stack gap={6} data-testid="placement">
          <Text size="sm" fw={500}>
            {t('fields.group_type')}
          </Text>
          {autoPlacement ? null : (
            <SegmentedControl
              fullWidth
              data={[
                { value: '1', label: t('leg.left') },
                { value: '2', label: t('leg.right') },
              ]}
              {...form.getInputProps('group_type')}
              data-testid="leg-select"
            />
          )}
          {upline && (
            <Text size="xs" c="dimmed" data-testid="placement-hint">
              {t(autoPlacement ? placementKeys.auto : placementKeys.leg, {
                upline,
                leg: t(legKey(autoPlacement?.group_type ?? groupType)),
              })}
            </Text>
          )}
          {form.errors.group_type && (
            <Text size="xs" c="red">
              {translateError(form.errors.group_type)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
