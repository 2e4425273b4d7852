import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the shop (catalogue, cart, address book, vouchers, quotes). */
export const mallKeys = {
  all: ['mall'] as const,
  categories: (language: string) => ['mall', 'categories', language] as const,
  products: (filter: object) => ['mall', 'products', filter] as const,
  product: (id: number, language: string) => ['mall', 'product', id, language] as const,
  cart: ['mall', 'cart'] as const,
  addresses: ['mall', 'addresses'] as const,
  vouchers: (status: string) => ['mall', 'vouchers', status] as const,
  quote: (body: object) => ['mall', 'quote', body] as const,
};

/** After an order: the cart, the vouchers, the balances (member info, wallets) and the orders. */
export function refreshAfterOrder(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: mallKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
}
