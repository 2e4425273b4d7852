/**
 * Stable error codes of spec §8 (plus a few transport-level ones). The code is what the API puts in
 * `message` and what the web uses as its translation key, so spellings are a contract.
 */
export const errorCodes = {
  VALIDATION_ERROR: 400,
  REQUIRED: 400,
  UNAUTHORIZED: 401,
  NO_PERMISSION: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  internalError: 500,
  LOGIN_FAIL: 401,
  ACCOUNT_SUSPENDED: 403,
  INCORRECT_SEC_PASSWORD: 400,
  SEC_PASSWORD_LOCKED: 423,
  SEC_PASSWORD_NOT_SET: 400,
  SEC_PASSWORD_ALREADY_SET: 409,
  SEC_SAME_AS_PASSWORD: 400,
  REQUEST_COMPLETE: 409,
  INSUFFICIAN_BALANCE: 409,
  REQUEST_FAIL: 400,
  INCORRECT_OTP: 400,
  OTP_OK: 200,
  INCORRECT_PIN: 400,
  BIND_ACCOUNT_SUCCESS: 200,
  INCORRECT_AMOUNT: 400,
  NO_PIN: 403,
  INCORRECT_USERNAME: 404,
  CANNOT_TRANSFER_TO_SELF: 400,
  MIN_WITHDRAW_AMOUNT: 400,
  NO_PRODUCT_MATCH: 404,
  LAST_DEPOSIT_PENDING: 409,
  TODAY_HAVEN_COMPLETE_TASK: 409,
  KYC: 403,
  MEMBER_EXITS: 409,
  INCORRECT_SPONSOR: 400,
  INCORRECT_PLACEMENT: 400,
  PLACEMENT_TAKEN: 409,
  LAST_WITHDRAWAL_PENDING: 409,
  SAME_PASSWORD: 400,
  INCORRECT_PASSWORD: 400,
  PLEASE_COMPLETE_KYC: 403,
  NEED_18_AGE_ABOVE: 400,
  iC_USED: 409,
  EMAIL_NOT_VERIFIED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  INVALID_STATE: 409,
  SHIPPING_FEE_CHANGED: 409,
  /** Withdrawal: no saved bank details (spec §5 message key). */
  complete_withdraw_details: 409,
  /** Withdrawal: this phase's withdrawal is used ("apply next phase"). */
  WITHDRAWAL_PHASE_USED: 409,
  /** A KYC submission while one is pending or approved. */
  KYC_ALREADY_SUBMITTED: 409,
  /** Bank details are read-only once saved (an administrator can reset them). */
  BANK_DETAILS_LOCKED: 409,
  /** Mall: a cart quantity below 1 (spec §5: a quantity is needed). */
  QUANTITY_REQUIRED: 400,
  /** Mall: fewer in stock than asked. */
  OUT_OF_STOCK: 409,
  /** Mall: nothing chosen to buy. */
  CART_EMPTY: 400,
  /** Mall: a voucher that does not exist, is inactive, outside its dates or not claimed by the member. */
  VOUCHER_NOT_VALID: 409,
  /** Mall: the voucher's minimum spend is not reached. */
  VOUCHER_MIN_SPEND: 409,
  /** Mall: every voucher of the code is claimed, or the member claimed their limit. */
  VOUCHER_SOLD_OUT: 409,
  VOUCHER_LIMIT_REACHED: 409,
  /** Mall: the address book is full. */
  ADDRESS_LIMIT: 409,
  /** Mall, packages, profile: the chosen collection centre has been switched off. */
  COLLECT_POINT_INACTIVE: 409,
  /** Cooling-off (BUSINESS_RULES §13): the last day to cancel has passed. */
  COOLING_OFF_ENDED: 409,
  /** Cooling-off: the purchase or order is already cancelled, or its return already requested. */
  ALREADY_CANCELLED: 409,
  /** Cooling-off: purchases are cancelled newest first; a newer one still stands. */
  NOT_LATEST_PURCHASE: 409,
  /** Hotels (BUSINESS_RULES §14): a night of the stay has not the rooms asked (all nights or none). */
  ROOM_NOT_AVAILABLE: 409,
  /** Hotels: check-in from tomorrow (business time zone), 1–30 nights, check-out after check-in. */
  INVALID_STAY_DATES: 400,
  /** Hotels: the member's free cancellation ended (`free_cancel_days` before check-in). */
  CANCEL_DEADLINE_PASSED: 409,
  /** Hotels: the hotel cart holds its most lines. */
  HOTEL_CART_FULL: 409,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];

/** Numeric `error_code` in the envelope: 0 is success; failures use the HTTP status (never 0). */
export function numericErrorCode(code: ErrorCode): number {
  const status = errorCodes[code];
  return status >= 400 ? status : 1;
}
