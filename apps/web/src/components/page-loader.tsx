import { LoadingOverlay } from '@mantine/core';

/** The global loading overlay with spinner (spec §2 app shell). */
export function PageLoader({ visible }: { visible: boolean }) {
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ blur: 1, backgroundOpacity: 0.35 }}
      loaderProps={{ size: 'lg', type: 'oval' }}
      data-testid="page-loader"
    />
  );
}
