import { Outlet } from 'react-router';
import { MessageDialog } from '@/components/message-dialog';
import { SuccessNotifications } from '@/components/success-notifications';

/** Everything under /admin: the routed page, the global message dialog and notifications. */
export function AdminRoot() {
  return (
    <>
      <Outlet />
      <MessageDialog />
      <SuccessNotifications />
    </>
  );
}
