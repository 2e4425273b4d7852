import { type AdminCollectPoint, adminCollectPointRequest } from '@rangkai/shared';
import { fieldCodes } from '@/lib/ticket-form';

/** The centre dialog's values (the request's fields). */
export interface CollectPointFormValues {
  name: string;
  address: string;
  remark: string;
  opening_hours: string;
  active: boolean;
  reason: string;
}

export function collectPointValues(point?: AdminCollectPoint | null): CollectPointFormValues {
  return {
    name: point?.name ?? '',
    address: point?.address ?? '',
    remark: point?.remark ?? '',
    opening_hours: point?.opening_hours ?? '',
    active: point?.active ?? true,
    reason: '',
  };
}

/** The request body: text trimmed, empty optional text as null, no empty reason. */
export function collectPointBody(values: CollectPointFormValues) {
  const reason = values.reason.trim();
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    remark: values.remark.trim() || null,
    opening_hours: values.opening_hours.trim() || null,
    active: values.active,
    ...(reason ? { reason } : {}),
  };
}

/** The shared schema's first problem per field (keys of the `errors` namespace). */
export function validateCollectPoint(values: CollectPointFormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldCodes(adminCollectPointRequest, collectPointBody(values))).map(
      ([field, code]) => [field, /^[A-Z][A-Z0-9_]*$/.test(code) ? code : 'VALIDATION_ERROR'],
    ),
  );
}
