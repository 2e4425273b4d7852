import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { Providers } from './providers';
import { queryClient } from './query-client';
import { router } from './router';

// Spec §8: a 401 (session gone) clears the token and returns to the web root.
setUnauthorizedHandler(() => {
  queryClient.removeQueries({ queryKey: ['member'] });
  void router.navigate('/web', { replace: true });
});

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
