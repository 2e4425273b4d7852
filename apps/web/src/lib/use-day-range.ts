import { useSearchParams } from 'react-router';
import { isDay, thisMonth } from '@/lib/business-time';

/**
 * A report's days `from` … `to` (YYYY-MM-DD, inclusive) kept in the address's query: `from`
 * defaults to `defaultFrom`, `to` to today (business time zone); a day that is not one is ignored.
 */
export function useDayRange(defaultFrom: (today: string) => string) {
  const [params, setParams] = useSearchParams();
  const today = thisMonth().to;
  const from = isDay(params.get('from') ?? '')
    ? (params.get('from') as string)
    : defaultFrom(today);
  const to = isDay(params.get('to') ?? '') ? (params.get('to') as string) : today;
  const setDay = (key: 'from' | 'to', value: string) => {
    if (isDay(value)) setParams({ from, to, [key]: value });
  };
  return { from, to, badRange: from > to, setDay, reset: () => setParams({}) };
}
