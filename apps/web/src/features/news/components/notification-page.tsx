import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PagedRecords } from '@/components/paged-records';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { notificationKeys } from '../api/keys';
import { useNotifications, useReadNotice } from '../api/notifications';
import { NotificationCard } from './notification-card';

/** The clock the "5 minutes ago" texts count from, moved on every minute. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** /web/notification: the member's notifications, newest first, paged; read one or all. */
export function NotificationPage() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const query = useNotifications(page);
  const read = useReadNotice();
  const queryClient = useQueryClient();
  const now = useNow();
  const unread = query.data?.unread ?? 0;

  // The list's own count keeps the bell in step.
  useEffect(() => {
    if (query.data)
      queryClient.setQueryData(notificationKeys.unread, { unread: query.data.unread });
  }, [query.data, queryClient]);

  const onPage = (next: number) => {
    const search = new URLSearchParams();
    if (next > 1) search.set('page', String(next));
    setParams(search, { replace: true });
  };

  return (
    <Stack gap="md" data-testid="notification-page">
      <Group justify="space-between" align="center" gap="xs">
        <Stack gap={0}>
          <Title order={3}>{t('title')}</Title>
          {query.data && (
            <Text size="xs" c="dimmed" data-testid="notification-unread-count">
              {unread > 0 ? t('unread_count', { count: unread }) : t('all_read')}
            </Text>
          )}
        </Stack>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconChecks size={16} />}
          disabled={unread === 0}
          loading={read.isPending && read.variables !== undefined && 'all' in read.variables}
          onClick={() => read.mutate({ all: true })}
          data-testid="notification-read-all"
        >
          {t('read_all')}
        </Button>
      </Group>
      <PagedRecords query={query} page={page} onPage={onPage} emptyText={t('empty')}>
        {(records) => (
          <Stack gap="xs" data-testid="notifications">
            {records.map((n) => (
              <NotificationCard
                key={n.id}
                notification={n}
                now={now}
                onRead={(id) => read.mutate({ id })}
              />
            ))}
          </Stack>
        )}
      </PagedRecords>
    </Stack>
  );
}
