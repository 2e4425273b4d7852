import { NavLink, Stack, Text } from '@mantine/core';
import type { MemberInfo } from '@rangkai/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { openKyc } from '@/features/kyc';
import { canOpenKyc, KycBadge } from '@/features/member';
import { useTranslation } from '@/lib/i18n';
import { showComingSoon } from '@/lib/messages';
import { generalItems, kycIcon as KycIcon } from './sidebar-items';

/** The general list of the logged-in sidebar (spec §2), KYC first with its status. */
export function SidebarGeneral({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = location.pathname + location.search;
  const kycStatus = member.check_kyc.can_withdraw;

  return (
    <Stack gap={0}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {t('nav.general')}
      </Text>
      <NavLink
        label={t('nav.kyc')}
        leftSection={<KycIcon size={20} />}
        rightSection={<KycBadge status={kycStatus} />}
        disabled={!canOpenKyc(kycStatus)}
        onClick={openKyc}
        data-testid="nav-kyc"
      />
      {generalItems.map(({ key, icon: Icon, to, open }) =>
        to ? (
          <NavLink
            key={key}
            component={Link}
            to={to}
            label={t(`nav.${key}`)}
            leftSection={<Icon size={20} />}
            rightSection={<IconChevronRight size={14} />}
            active={current === to}
            data-testid={`nav-${key}`}
          />
        ) : (
          <NavLink
            key={key}
            label={t(`nav.${key}`)}
            leftSection={<Icon size={20} />}
            rightSection={<IconChevronRight size={14} />}
            onClick={open ?? showComingSoon}
            data-testid={`nav-${key}`}
          />
        ),
      )}
    </Stack>
  );
}
