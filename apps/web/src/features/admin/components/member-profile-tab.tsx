import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { AdminMemberDetail, AdminMemberRef } from '@rangkai/shared';
import { Link } from 'react-router';
import { FieldCard } from '@/components/admin/field-list';
import { useCountryList } from '@/features/global';
import { formatDateTime } from '@/lib/date-format';
import { languageName, useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { KycBadge } from './status-badges';

function MemberLink({ member, suffix }: { member: AdminMemberRef | null; suffix?: string }) {
  if (!member) return <Text size="sm">—</Text>;
  return (
    <Anchor component={Link} to={`/admin/members/${member.id}`} size="sm">
      {member.username}{' '}
      <Text span size="xs" c="dimmed" ff="monospace">
        {member.member_code}
      </Text>
      {suffix ? ` · ${suffix}` : ''}
    </Anchor>
  );
}

/** Profile, package and rank, both trees, security and bank details of a member. */
export function MemberProfileTab({ member: m }: { member: AdminMemberDetail }) {
  const { t, i18n } = useTranslation('admin');
  const names = useDisplayNames();
  const dash = (v: string | null) => v ?? '—';
  const yesNo = (v: boolean) => t(v ? 'common.yes' : 'common.no');
  const countries = useCountryList();
  const country = countries.data?.find((c) => c.id === m.country_id);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="admin-member-profile">
      <FieldCard
        title={t('member.sections.profile')}
        fields={[
          { label: t('members.fullname'), value: m.fullname },
          { label: t('members.email'), value: dash(m.email) },
          { label: t('members.phone'), value: dash(m.contact_number) },
          { label: t('members.ic'), value: dash(m.ic) },
          { label: t('member.country_id'), value: country ? country.name_en : m.country_id },
          { label: t('member.locale'), value: languageName(m.locale) },
          { label: t('members.kyc'), value: <KycBadge status={m.kyc_status} /> },
          { label: t('members.joined'), value: formatDateTime(m.created_at, i18n.language) },
        ]}
      />
      <FieldCard
        title={t('member.sections.package')}
        fields={[
          {
            label: t('members.package'),
            value: names.packageName({
              package_name: '',
              package_name_en: m.package.package_name_en,
            }),
          },
          { label: t('member.package_price'), value: `RM ${groupMoney(m.package.price)}` },
          { label: t('member.premium'), value: yesNo(m.package.premium) },
          { label: t('member.rank'), value: names.rankName({ ...m.rank, rank_name: '' }) },
          { label: t('member.invest'), value: `RM ${groupMoney(m.invest)}` },
        ]}
      />
      <FieldCard
        title={t('member.sections.trees')}
        fields={[
          { label: t('member.sponsor'), value: <MemberLink member={m.sponsor} /> },
          {
            label: t('member.placement_parent'),
            value: (
              <MemberLink
                member={m.placement_parent}
                suffix={m.placement_parent ? t(`member.leg.${m.placement_parent.leg}`) : undefined}
              />
            ),
          },
          {
            label: t('member.left_child'),
            value: <MemberLink member={m.placement_children.left} />,
          },
          {
            label: t('member.right_child'),
            value: <MemberLink member={m.placement_children.right} />,
          },
          { label: t('member.direct_sponsored'), value: m.direct_sponsored },
        ]}
      />
      <FieldCard
        title={t('member.sections.security')}
        fields={[
          { label: t('member.sec_password_set'), value: yesNo(m.security.sec_password_set) },
          { label: t('member.sec_fail_count'), value: m.security.sec_fail_count },
          {
            label: t('member.sec_locked_until'),
            value: m.security.sec_locked_until
              ? formatDateTime(m.security.sec_locked_until, i18n.language)
              : '—',
          },
        ]}
      />
      <FieldCard
        title={t('member.sections.bank')}
        fields={[
          { label: t('member.bank_country'), value: dash(m.bank.bank_country) },
          { label: t('member.bank_name'), value: dash(m.bank.bank_name) },
          { label: t('member.bank_user'), value: dash(m.bank.bank_user) },
          { label: t('member.bank_number'), value: dash(m.bank.bank_number) },
          { label: t('member.branch'), value: dash(m.bank.branch) },
        ]}
      />
      <FieldCard
        title={t('member.sections.shipping')}
        fields={[
          { label: t('member.receiver_fullname'), value: dash(m.shipping.receiver_fullname) },
          { label: t('member.receiver_phone'), value: dash(m.shipping.receiver_phone) },
          { label: t('member.address'), value: dash(m.shipping.address) },
          { label: t('member.postcode'), value: dash(m.shipping.postcode) },
          { label: t('member.self_pickup'), value: yesNo(m.shipping.self_pickup === 1) },
        ]}
      />
    </SimpleGrid>
  );
}
