export * from './types';
export { extractMenu, ruleBasedExtractor } from './extract-menu';
export { findWeekMarker, findDateRange, weekNearToday, mondayOfIsoWeek } from './week-detection';
export { readPrice } from './prices';
export { readDiet } from './diet';
export { readIncludes, readLunchHours } from './includes-hours';
export { parseDishLine } from './dish-lines';
export { easterSunday, swedishHolidays, swedishHolidayOn, type SwedishHoliday } from '../swedish-holidays';
