import { declareTimer } from '../app/declare-timer';
import { HARVEST_SCHEDULES, scheduledHarvestHandler } from '../services/scheduled-harvest';

/** Weekdays 18:00 Stockholm time: harvests of scrapingTime EVENING restaurants (see scheduled-harvest.ts). */
export default declareTimer({ name: 'harvest-evening', schedule: HARVEST_SCHEDULES.EVENING, handler: scheduledHarvestHandler('EVENING') });
