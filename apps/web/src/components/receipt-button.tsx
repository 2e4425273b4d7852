import { Button, type ButtonProps, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { saveUrl } from '@/lib/download';
import { useTranslation } from '@/lib/i18n';

interface ReceiptButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  /** Fetches the PDF with the right bearer token (member or back-office). */
  load: () => Promise<Blob>;
  /** The file name when the PDF is saved rather than shown. */
  fileName: string;
  testId?: string;
}

/**
 * "Receipt": the sale's PDF, fetched with the bearer token a plain link cannot send, then shown
 * in a new tab (opened in the tap itself, so no pop-up blocker stops it) or, when no tab could be
 * opened, saved.
 */
export function ReceiptButton({
  load,
  fileName,
  testId = 'receipt-button',
  size = 'xs',
  variant = 'light',
  fullWidth,
}: ReceiptButtonProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const open = async () => {
    const tab = window.open('', '_blank');
    setState('loading');
    try {
      const blob = await load();
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      if (tab && !tab.closed) tab.location.href = url;
      else saveUrl(url, fileName);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState('idle');
    } catch {
      tab?.close();
      setState('failed');
    }
  };

  return (
    <Stack gap={2} align="flex-start">
      <Button
        size={size}
        variant={variant}
        fullWidth={fullWidth}
        leftSection={<IconReceipt size={16} />}
        loading={state === 'loading'}
        onClick={() => void open()}
        data-testid={testId}
      >
        {t('receipt.button')}
      </Button>
      {state === 'failed' && (
        <Text size="xs" c="red" role="alert" data-testid={`${testId}-failed`}>
          {t('receipt.failed')}
        </Text>
      )}
    </Stack>
  );
}
