import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { showMessage } from '@/lib/messages';
import { Providers } from './providers';
import { queryClient } from './query-client';
import { appRouter } from './router';

// Spec §8: a 401 (session gone) clears the token, warns and returns to the web root. The warning
// is shown here because removing the member queries cancels them before their onError runs.
setUnauthorizedHandler(() => {
  showMessage({ type: 'warning', text: { key: 'errors:unauthorized' } });
  queryClient.removeQueries({ queryKey: ['member'] });
  void appRouter().navigate('/web', { replace: true });
});

export function App() {
  return (
    <Providers>
      <RouterProvider router={appRouter()} />
    </Providers>
  );
}
