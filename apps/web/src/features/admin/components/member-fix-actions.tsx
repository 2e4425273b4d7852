import { Button } from '@mantine/core';
import type { AdminMemberDetail } from '@rangkai/shared';
import { IconMailForward, IconUserEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useSendPasswordReset } from '../api/member-fix';
import { MemberProfileEditModal } from './member-profile-edit-modal';
import { ReasonModal } from './reason-modal';

/** Fixing a member's account (admins only): edit the profile, send a password-reset mail. */
export function MemberFixActions({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<'edit' | 'reset' | null>(null);
  const reset = useSendPasswordReset(member.id);

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconUserEdit size={16} />}
        onClick={() => setOpen('edit')}
        data-testid="admin-action-edit-profile"
      >
        {t('member_fix.edit.button')}
      </Button>
      {member.email && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconMailForward size={16} />}
          onClick={() => setOpen('reset')}
          data-testid="admin-action-password-reset"
        >
          {t('member_fix.password_reset.button')}
        </Button>
      )}
      <MemberProfileEditModal
        member={member}
        opened={open === 'edit'}
        onClose={() => setOpen(null)}
      />
      <ReasonModal
        opened={open === 'reset'}
        title={t('member_fix.password_reset.title', { username: member.username })}
        description={t('member_fix.password_reset.description', { email: member.email ?? '' })}
        confirmLabel={t('member_fix.password_reset.confirm')}
        color="orange"
        loading={reset.isPending}
        onClose={() => setOpen(null)}
        onConfirm={(reason) =>
          reset.mutate(reason, {
            onSuccess: (sent) => {
              showSuccess('admin:member_fix.password_reset.done', { email: sent.email_hint });
              setOpen(null);
            },
          })
        }
      />
    </>
  );
}
