import { useMemberInfo } from '@/features/member';
import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { useDisplayNames } from '@/lib/display-names';
import { i18n } from '@/lib/i18n';
import { showMessage } from '@/lib/messages';
import type { MemberRegistered } from '../api/register-member';
import type { RegisterPlacement } from '../lib/register-member-values';
import { RegisterMemberForm } from './register-member-form';

export interface RegisterMemberPayload {
  /** A fixed placement parent and leg (an empty slot chosen in the tree). */
  placement?: RegisterPlacement | null;
  onRegistered?: (reply: MemberRegistered) => void;
}

function RegisterMember({
  placement,
  onRegistered: registered,
  close,
}: RegisterMemberPayload & { close: () => void }) {
  const { packageName } = useDisplayNames();
  const registrant = useMemberInfo().data;

  const onRegistered = (reply: MemberRegistered) => {
    close();
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

  if (!registrant) return null;
  return (
    <RegisterMemberForm
      registrant={registrant}
      placement={placement ?? null}
      onRegistered={onRegistered}
    />
  );
}

/** Spec §4 registration on behalf of a downline, as a dialog (full screen on a phone). */
export const registerMemberDialog: DialogView<RegisterMemberPayload> = (payload, close) => ({
  title: i18n.t('packages:register.title'),
  size: 'lg',
  closeOnClickOutside: false,
  ...boldTitle,
  'data-testid': 'register-member-dialog',
  children: <RegisterMember {...payload} close={close} />,
});
