import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { PageLoader } from '@/components/page-loader';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * Theme, server state, and the boundary that shows the loader while a screen's code or
 * translations are still on their way (a component asking for a namespace not yet loaded waits
 * for it here instead of showing raw keys).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoader visible />}>{children}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
