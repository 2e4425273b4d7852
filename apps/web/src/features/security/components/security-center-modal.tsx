import { Tabs } from '@mantine/core';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { DialogView } from '@/lib/dialogs';
import { i18n, useTranslation } from '@/lib/i18n';
import { ChangePasswordForm } from './change-password-form';
import { ChangeSecPasswordForm } from './change-secpassword-form';

export type SecurityTab = 'password' | 'secpassword';

/** Spec §2 security center: tabs change password / change security password. */
function SecurityCenter({ initialTab, close }: { initialTab: SecurityTab; close: () => void }) {
  const { t } = useTranslation('member');
  const [tab, setTab] = useState(initialTab);

  return (
    <Tabs
      value={tab}
      onChange={(value) => value && setTab(value as SecurityTab)}
      data-testid="security-center"
    >
      <Tabs.List grow mb="md">
        <Tabs.Tab value="password" leftSection={<IconLock size={16} />}>
          {t('security_center.tab_password')}
        </Tabs.Tab>
        <Tabs.Tab value="secpassword" leftSection={<IconShieldLock size={16} />}>
          {t('security_center.tab_secpassword')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="password">
        <ChangePasswordForm onDone={close} />
      </Tabs.Panel>
      <Tabs.Panel value="secpassword">
        <ChangeSecPasswordForm onDone={close} />
      </Tabs.Panel>
    </Tabs>
  );
}

export const securityCenterDialog: DialogView<SecurityTab> = (tab, close) => ({
  title: i18n.t('member:security_center.title'),
  children: <SecurityCenter key={tab} initialTab={tab} close={close} />,
});
