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
