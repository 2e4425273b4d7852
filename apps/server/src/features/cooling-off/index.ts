export { default as adminHolidayRoutes } from './holiday-routes.js';
export {
  cacheFile as holidaysCacheFile,
  computeNationalHolidays,
  malaysianNationalHolidays,
  SEEDED_YEARS_KEY,
  scheduleHolidaySeeding,
  seedPublicHolidays,
} from './seed-holidays.js';
export {
  addDays,
  COOLING_OFF_STATEMENT,
  COOLING_OFF_WORKING_DAYS,
  coolingOffUntil,
  coolingOffUntilMany,
  isWithinCoolingOff,
  isWorkingDay,
  lastCoolingOffDay,
  loadHolidays,
} from './window.js';
