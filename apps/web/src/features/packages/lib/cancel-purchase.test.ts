import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { kitOnCancel, purchaseRefusal } from './cancel-purchase';

const order = (
  status: 'processing' | 'delivery' | 'ready_for_collection' | 'completed' | 'cancelled',
) => ({
  id: 1,
  ref_no: 'PO1',
  status,
});

describe('kitOnCancel', () => {
  it('cancels a kit not shipped and asks for a shipped one back', () => {
    expect(kitOnCancel(order('processing'))).toBe('cancelled');
    expect(kitOnCancel(order('delivery'))).toBe('return');
    expect(kitOnCancel(order('ready_for_collection'))).toBe('return');
    expect(kitOnCancel(order('completed'))).toBe('return');
  });

  it('says nothing of a kit there is not, or one already cancelled', () => {
    expect(kitOnCancel(null)).toBeNull();
    expect(kitOnCancel(order('cancelled'))).toBeNull();
  });
});

describe('purchaseRefusal', () => {
  it('picks out the refusals that say the purchase cannot be cancelled', () => {
    for (const code of [
      'COOLING_OFF_ENDED',
      'NOT_LATEST_PURCHASE',
      'ALREADY_CANCELLED',
      'NO_PERMISSION',
    ])
      expect(purchaseRefusal(new ApiError({ httpStatus: 409, code }))).toBe(code);
    expect(
      purchaseRefusal(new ApiError({ httpStatus: 400, code: 'INCORRECT_SEC_PASSWORD' })),
    ).toBeNull();
    expect(purchaseRefusal(new Error('COOLING_OFF_ENDED'))).toBeNull();
  });
});
