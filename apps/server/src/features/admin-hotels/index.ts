export { setAllotment } from './allotment.js';
export { default as adminHotelBookingRoutes } from './bookings-routes.js';
export { addHotelImage } from './hotel-images.js';
export { default as adminHotelRoutes } from './hotels-routes.js';
export { saveHotel } from './save-hotel.js';
export { saveRoomType } from './save-room-type.js';
