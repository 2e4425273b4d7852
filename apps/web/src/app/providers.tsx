import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo, useSyncExternalStore } from 'react';
import { PageLoader } from '@/components/page-loader';
import { i18n } from '@/lib/i18n';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * Theme, server state, and the boundary that shows the loader while a screen's code or
 * translations are still on their way (a component asking for a namespace not yet loaded waits
 * for it here instead of showing raw keys).
 */
export function Providers({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  // Every dialog's and drawer's close button is named in the reader's language (Mantine's is a
  // bare ×: screen readers said "button"). Plain objects, so no component joins the first load.
  const themed = useMemo(() => {
    const close = {
      closeButtonProps: { 'aria-label': i18n.t('actions.close', { lng: language }) },
    };
    return {
      ...theme,
      components: {
        ...theme.components,
        // Added to the theme's own defaults (its transition), not in their place.
        Modal: { defaultProps: { ...theme.components?.Modal?.defaultProps, ...close } },
        Drawer: { defaultProps: { ...theme.components?.Drawer?.defaultProps, ...close } },
      },
    };
  }, [language]);
  return (
    <MantineProvider
      theme={themed}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoader visible />}>{children}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
