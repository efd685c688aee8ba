import { useMutation, useQueryClient } from '@tanstack/react-query';
import { svCount, type BulkUpdateWeekInput, type WeekUpdateResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { weekShiftText } from '../lib/week-input';
import { toastWeeklyFailure, toastWeeklySuccess } from './failure';
import { weeklyRestaurantsKey } from './get-weekly-restaurants';

/** POST /api/admin/bulk-update-week {restaurantIds, weekDelta} → modifiedCount. */
export const bulkUpdateWeek = (input: BulkUpdateWeekInput) => api.post<WeekUpdateResult>('/api/admin/bulk-update-week', input);

export function useBulkUpdateWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateWeek,
    onSuccess: (result, { weekDelta }) => {
      const n = result.modifiedCount;
      toastWeeklySuccess('Veckor uppdaterade', `${weekShiftText(weekDelta)} för ${svCount(n, 'restaurang', 'restauranger')}`);
    },
    onError: (error) => toastWeeklyFailure('Veckor uppdatering misslyckades', error, 'Failed to update weeks for selected restaurants'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: weeklyRestaurantsKey }),
  });
}
