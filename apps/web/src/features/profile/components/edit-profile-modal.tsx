import { Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/lib/i18n';
import { useUserProfile } from '../api/get-user-profile';
import { editProfileModal } from '../stores';
import { EditProfileForm } from './edit-profile-form';
import { LoadFailed } from './load-failed';

/** Spec §2 edit-profile dialog; `fetch_failed` when the profile cannot be loaded. */
export function EditProfileModal() {
  const { t } = useTranslation('member');
  const opened = editProfileModal.useModal() !== null;
  const phone = useMediaQuery('(max-width: 36em)');
  const profile = useUserProfile({ enabled: opened });

  return (
    <Modal
      opened={opened}
      onClose={editProfileModal.close}
      title={t('edit_profile.title')}
      fullScreen={phone}
      size="lg"
      centered
    >
      {/* The form starts from freshly fetched values (and stays mounted while it saves). */}
      {profile.data && !profile.isFetching ? (
        <EditProfileForm profile={profile.data} onDone={editProfileModal.close} />
      ) : profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <Stack gap="md" data-testid="profile-loading">
          {[1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} h={48} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
