import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { securityCenterModal } from '../stores';
import { ChangePasswordForm } from './change-password-form';
import { ChangeSecPasswordForm } from './change-secpassword-form';

/** Spec §2 security center: tabs change password / change security password. */
export function SecurityCenterModal() {
  const { t } = useTranslation('member');
  const tab = securityCenterModal.useModal();
  const phone = useMediaQuery('(max-width: 36em)');
  const close = securityCenterModal.close;

  return (
    <Modal
      opened={tab !== null}
      onClose={close}
      title={t('security_center.title')}
      fullScreen={phone}
      centered
    >
      <Tabs
        value={tab}
        onChange={(value) => value && securityCenterModal.open(value as 'password' | 'secpassword')}
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
    </Modal>
  );
}
