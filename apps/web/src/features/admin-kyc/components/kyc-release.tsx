import { Button, Group, Text } from '@mantine/core';
import { type AdminKycItem, adminReason } from '@rangkai/shared';
import { IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { DecisionConfirm } from '@/components/admin/decision-confirm';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useReleaseIc } from '../api/kyc';
import { formatIdNumber } from '../lib/review';

/**
 * On a failed submission whose member still holds the identity number: release it (reason,
 * confirmation), so the number's true holder can submit it.
 */
export function KycReleasePanel({ item }: { item: AdminKycItem }) {
  const { t } = useTranslation('adminKyc');
  const release = useReleaseIc();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const values = { number: formatIdNumber(item.id_number), username: item.member.username };

  const ask = (next: boolean) => {
    setAsking(next);
    setReason('');
    setError(null);
  };

  if (!asking) {
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {t('release.hint', values)}
        </Text>
        <Button
          variant="light"
          color="orange"
          leftSection={<IconLockOpen size={18} />}
          onClick={() => ask(true)}
          data-testid="admin-kyc-release"
        >
          {t('release.button')}
        </Button>
      </Group>
    );
  }

  const confirm = () => {
    const parsed = adminReason.safeParse(reason);
    if (!parsed.success) {
      setError(t(reason.trim() ? 'release.reason_long' : 'review.reason_required'));
      return;
    }
    release.mutate(
      { id: item.id, reason: parsed.data },
      {
        onSuccess: () => {
          showSuccess('adminKyc:release.done', values);
          ask(false);
        },
      },
    );
  };

  return (
    <DecisionConfirm
      color="orange"
      message={t('release.confirm', values)}
      reason={{
        label: t('review.reason'),
        description: t('release.reason_hint'),
        required: true,
        value: reason,
        onChange: (value) => {
          setReason(value);
          setError(null);
        },
        error,
        testId: 'admin-kyc-release-reason',
      }}
      backLabel={t('review.back')}
      onBack={() => ask(false)}
      confirmLabel={t('release.button')}
      onConfirm={confirm}
      loading={release.isPending}
      confirmTestId="admin-kyc-release-confirm"
    />
  );
}
