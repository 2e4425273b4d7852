import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemberInfo } from '@/features/member';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { showMessage } from '@/lib/messages';
import type { MemberRegistered } from '../api/register-member';
import type { RegisterPlacement } from '../lib/register-member-values';
import { RegisterMemberForm } from './register-member-form';

export interface RegisterMemberModalProps {
  opened: boolean;
  onClose: () => void;
  /** A fixed placement parent and leg (an empty slot chosen in the tree). */
  placement?: RegisterPlacement | null;
  onRegistered?: (reply: MemberRegistered) => void;
}

/** Spec §4 registration on behalf of a downline, as a dialog (full screen on a phone). */
export function RegisterMemberModal({
  opened,
  onClose,
  placement,
  onRegistered: registered,
}: RegisterMemberModalProps) {
  const { t } = useTranslation('packages');
  const { packageName } = useDisplayNames();
  const phone = useMediaQuery('(max-width: 36em)');
  const registrant = useMemberInfo().data;

  const onRegistered = (reply: MemberRegistered) => {
    onClose();
    registered?.(reply);
    showMessage({
      type: 'success',
      title: { key: 'packages:register_success' },
      text: {
        key: 'packages:register_success_hint',
        values: {
          username: reply.username,
          member_code: reply.member_code,
          package: packageName(reply.user_package.to_package),
        },
      },
    });
  };

  return (
    <Modal
      opened={opened && registrant !== undefined}
      onClose={onClose}
      title={t('register.title')}
      fullScreen={phone}
      size="lg"
      centered
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="register-member-dialog"
    >
      {opened && registrant && (
        <RegisterMemberForm
          registrant={registrant}
          placement={placement ?? null}
          onRegistered={onRegistered}
        />
      )}
    </Modal>
  );
}
