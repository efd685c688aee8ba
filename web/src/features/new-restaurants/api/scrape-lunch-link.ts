import type { ScrapeLunchLinkInput, ScrapeLunchLinkResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/scrape-lunch-link { url, restaurantId }: does the page look like a lunch menu? The server stores the answer as checkedformenu. */
export const scrapeLunchLink = (input: ScrapeLunchLinkInput) => api.post<ScrapeLunchLinkResult>('/api/admin/scrape-lunch-link', input);
