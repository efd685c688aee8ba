import { useMutation } from '@tanstack/react-query';
import type { ExtractGmapsResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/extract-gmaps-data { url }: what the maps link says about the place. */
export const extractGmapsData = (url: string) => api.post<ExtractGmapsResponse>('/api/admin/extract-gmaps-data', { url });

export const useExtractGmapsData = () => useMutation({ mutationFn: extractGmapsData });
