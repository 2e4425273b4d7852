import type { adminTicketDetails, adminTicketPage, TicketStatus } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';
import { ticketFormData } from '@/lib/ticket-form';

export type AdminTicketPage = z.infer<typeof adminTicketPage>;
export type AdminTicketDetails = z.infer<typeof adminTicketDetails>;

const ticketsKey = ['admin', 'tickets'] as const;

/** A status's page of tickets (pending: oldest first, the queue). */
export function adminTicketsQuery(status: TicketStatus, page: number) {
  return adminPageQuery<AdminTicketPage>(
    [...ticketsKey, 'list', status, page],
    '/api/admin/tickets',
    {
      status,
      page,
    },
  );
}

export function useAdminTickets(status: TicketStatus, page: number) {
  return useQuery(adminTicketsQuery(status, page));
}

export function adminTicketQuery(id: number) {
  return queryOptions({
    queryKey: [...ticketsKey, 'details', id],
    queryFn: ({ signal }) =>
      adminApi.get<AdminTicketDetails>(`/api/admin/tickets/${id}`, { signal }),
    meta: { silentError: true },
  });
}

export function useAdminTicket(id: number) {
  return useQuery({ ...adminTicketQuery(id), enabled: id > 0 });
}

/** An attachment (an admin API path) with the back-office token. */
export function loadAdminTicketImage(path: string, signal: AbortSignal): Promise<Blob> {
  return adminApi.file(path, { signal }).then((file) => file.blob);
}

/** Reply (the member is notified and e-mailed) or close; the answer is the new details. */
function useTicketAction<V>(send: (values: V) => Promise<AdminTicketDetails>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (details) => {
      queryClient.setQueryData(adminTicketQuery(details.id).queryKey, details);
      void queryClient.invalidateQueries({ queryKey: [...ticketsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}

export function useAdminTicketReply() {
  return useTicketAction((v: { id: number; body: string; files: File[] }) =>
    adminApi.post<AdminTicketDetails>(
      `/api/admin/tickets/${v.id}/reply`,
      ticketFormData({ body: v.body }, v.files),
    ),
  );
}

export function useAdminTicketClose() {
  return useTicketAction((id: number) =>
    adminApi.post<AdminTicketDetails>(`/api/admin/tickets/${id}/close`),
  );
}
