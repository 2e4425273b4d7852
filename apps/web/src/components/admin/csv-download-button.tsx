import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { QueryValue } from '@/lib/api-client';
import { fileNameFromDisposition, saveFile } from '@/lib/download';
import { useTranslation } from '@/lib/i18n';
import { showError } from '@/lib/messages';

/** A whole list can take a while to stream: longer than one page's request. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * "Download CSV" above a back-office list: the list's own route with its current filter and
 * `format=csv` (every row of the filter, not the page on screen), saved under the server's name.
 */
export function CsvDownloadButton({
  path,
  query,
  testId,
}: {
  /** The list's route, e.g. `/api/admin/members`. */
  path: string;
  /** The filter the list on screen was asked with (its page is left out). */
  query: Record<string, QueryValue>;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const download = useMutation({
    mutationFn: async () => {
      const { page: _page, ...filter } = query;
      const { blob, headers } = await adminApi.file(path, {
        query: { ...filter, format: 'csv' },
        timeout: EXPORT_TIMEOUT_MS,
      });
      saveFile(blob, fileNameFromDisposition(headers.get('Content-Disposition'), 'export.csv'));
    },
    meta: { silentError: true },
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      loading={download.isPending}
      onClick={() => download.mutate(undefined, { onError: showError })}
      w={{ base: '100%', xs: 'auto' }}
      data-testid={testId}
    >
      {t('actions.download_csv')}
    </Button>
  );
}
