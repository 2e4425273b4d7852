export { refundHotelBooking } from './cancel.js';
export { HOTEL_PAYMENT_JOURNAL, HOTEL_REFUND_JOURNAL } from './checkout.js';
export { notifyBookingCanceled, notifyBookingConfirmed } from './notify.js';
export { default as hotelRoutes } from './routes.js';
export { canCancelOn, freeCancelUntil, nightsOf } from './stay.js';
