import { Outlet } from 'react-router';
import { MessageDialog } from '@/components/message-dialog';

/** Everything under /admin: the routed page plus the global message dialog. */
export function AdminRoot() {
  return (
    <>
      <Outlet />
      <MessageDialog />
    </>
  );
}
