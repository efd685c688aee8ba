import { declareTimer } from '../app/declare-timer';
import { HARVEST_SCHEDULES, scheduledHarvestHandler } from '../services/scheduled-harvest';

/** Weekdays 06:00 Stockholm time: harvests of scrapingTime MORNING restaurants (see scheduled-harvest.ts). */
export default declareTimer({ name: 'harvest-morning', schedule: HARVEST_SCHEDULES.MORNING, handler: scheduledHarvestHandler('MORNING') });
