import { Button, Group } from '@mantine/core';
import type { AdminMemberDetail } from '@rangkai/shared';
import { IconBan, IconBuildingBank, IconKey, IconPlayerPlay } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { type MemberActionName, useMemberAction } from '../api/members';
import { MemberFixActions } from './member-fix-actions';
import { ReasonModal } from './reason-modal';

interface ActionLook {
  Icon: ComponentType<{ size?: number }>;
  color: string;
  /** Shown only when the action can apply to the member as they are now. */
  applies: (m: AdminMemberDetail) => boolean;
}

const looks: Record<MemberActionName, ActionLook> = {
  suspend: { Icon: IconBan, color: 'red', applies: (m) => m.status === 'active' },
  unsuspend: { Icon: IconPlayerPlay, color: 'teal', applies: (m) => m.status === 'suspended' },
  reset_sec_password: {
    Icon: IconKey,
    color: 'orange',
    applies: (m) =>
      m.security.sec_password_set ||
      m.security.sec_fail_count > 0 ||
      m.security.sec_locked_until !== null,
  },
  reset_bank: {
    Icon: IconBuildingBank,
    color: 'orange',
    applies: (m) => Object.values(m.bank).some((v) => v !== null),
  },
};

/** Account fixes and status actions of a member page (admins only), each confirmed with a reason. */
export function MemberActions({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState<MemberActionName | null>(null);
  const mutation = useMemberAction(member.id);
  const actions = (Object.keys(looks) as MemberActionName[]).filter((a) =>
    looks[a].applies(member),
  );

  return (
    <>
      <Group gap="xs">
        <MemberFixActions member={member} />
        {actions.map((action) => {
          const { Icon, color } = looks[action];
          return (
            <Button
              key={action}
              size="xs"
              variant="light"
              color={color}
              leftSection={<Icon size={16} />}
              onClick={() => setPending(action)}
              data-testid={`admin-action-${action}`}
            >
              {t(`member_actions.${action}.button`)}
            </Button>
          );
        })}
      </Group>
      <ReasonModal
        opened={pending !== null}
        title={pending ? t(`member_actions.${pending}.title`, { username: member.username }) : ''}
        description={pending ? t(`member_actions.${pending}.description`) : ''}
        confirmLabel={pending ? t(`member_actions.${pending}.confirm`) : ''}
        color={pending ? looks[pending].color : undefined}
        loading={mutation.isPending}
        onClose={() => setPending(null)}
        onConfirm={(reason) => {
          if (!pending) return;
          mutation.mutate(
            { action: pending, reason },
            {
              onSuccess: () => {
                showSuccess(`admin:member_actions.${pending}.done`, { username: member.username });
                setPending(null);
              },
            },
          );
        }}
      />
    </>
  );
}
