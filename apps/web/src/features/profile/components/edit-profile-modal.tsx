import { Skeleton, Stack } from '@mantine/core';
import type { DialogView } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { useUserProfile } from '../api/get-user-profile';
import { EditProfileForm } from './edit-profile-form';
import { LoadFailed } from './load-failed';

/** Spec §2 edit-profile dialog; `fetch_failed` when the profile cannot be loaded. */
function EditProfileContent({ close }: { close: () => void }) {
  const profile = useUserProfile({ enabled: true });

  return (
    <>
      {/* The form starts from freshly fetched values (and stays mounted while it saves). */}
      {profile.data && !profile.isFetching ? (
        <EditProfileForm profile={profile.data} onDone={close} />
      ) : profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <Stack gap="md" data-testid="profile-loading">
          {[1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} h={48} />
          ))}
        </Stack>
      )}
    </>
  );
}

export const editProfileDialog: DialogView<void> = (_, close) => ({
  title: i18n.t('member:edit_profile.title'),
  size: 'lg',
  children: <EditProfileContent close={close} />,
});
