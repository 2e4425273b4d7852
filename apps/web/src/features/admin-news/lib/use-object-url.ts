import { useEffect, useMemo } from 'react';

/** A short-lived address for a picked file (revoked when the file changes or on unmount). */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
