import { Alert, Stack, TextInput } from '@mantine/core';
import type { BankInfo } from '@rangkai/shared';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

const fields = ['bank_country', 'bank_name', 'bank_user', 'bank_number', 'branch'] as const;

/** Saved bank details, read only (BUSINESS_RULES §9: only an administrator can reset them). */
export function BankDetailsView({ bank }: { bank: BankInfo }) {
  const { t } = useTranslation('withdraw');
  return (
    <Stack gap="md" data-testid="bank-details-view">
      <Alert color="blue" variant="light" icon={<IconLock size={18} />}>
        {t('details.locked_hint')}
      </Alert>
      {fields.map((field) => (
        <TextInput
          key={field}
          label={t(`details.fields.${field}`)}
          value={bank[field] ?? ''}
          readOnly
          variant="filled"
          data-testid={`bank-view-${field}`}
        />
      ))}
    </Stack>
  );
}
