import type { TicketDetails, ticketPage } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { memberPageQuery } from '@/lib/member-page-query';
import { ticketFormData } from '@/lib/ticket-form';

export type TicketPage = z.infer<typeof ticketPage>;

export const ticketKeys = {
  all: ['ticket'] as const,
  list: (page: number) => ['ticket', 'list', page] as const,
  details: (id: number) => ['ticket', 'details', id] as const,
};

/** One page of the member's tickets, newest activity first. */
export function useTickets(page: number) {
  return useQuery(
    memberPageQuery<TicketPage>(ticketKeys.list(page), '/api/ticket/get-ticket', { page }),
  );
}

export function ticketDetailsQuery(id: number) {
  return queryOptions({
    queryKey: ticketKeys.details(id),
    queryFn: ({ signal }) =>
      api.get<TicketDetails>('/api/ticket/ticket-details', { query: { ticket_id: id }, signal }),
    meta: { silentError: true },
  });
}

export function useTicketDetails(id: number) {
  return useQuery({ ...ticketDetailsQuery(id), enabled: id > 0 });
}

/** After a message: the details are the answer; the list's order and counts changed. */
function useTicketMutation<V>(send: (values: V) => Promise<TicketDetails>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (details) => {
      queryClient.setQueryData(ticketKeys.details(details.id), details);
      void queryClient.invalidateQueries({ queryKey: ['ticket', 'list'] });
    },
    meta: { silentError: true },
  });
}

export function useCreateTicket() {
  return useTicketMutation((v: { title: string; body: string; files: File[] }) =>
    api.post<TicketDetails>(
      '/api/ticket/create-ticket',
      ticketFormData({ title: v.title, body: v.body }, v.files),
    ),
  );
}

export function useReplyTicket() {
  return useTicketMutation((v: { id: number; body: string; files: File[] }) =>
    api.post<TicketDetails>(
      '/api/ticket/reply-ticket',
      ticketFormData({ ticket_id: String(v.id), body: v.body }, v.files),
    ),
  );
}
