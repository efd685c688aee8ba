import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWeekInput, WeekUpdateResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { weekShiftText } from '../lib/week-input';
import { toastWeeklyFailure, toastWeeklySuccess } from './failure';
import { weeklyRestaurantsKey } from './get-weekly-restaurants';

/** POST /api/admin/update-week {week, city?}: every weekly restaurant's menus, or one city's, moved by whole weeks. */
export const updateWeek = ({ week, city }: UpdateWeekInput) =>
  api.post<WeekUpdateResult>('/api/admin/update-week', city?.trim() ? { week, city: city.trim() } : { week });

export function useUpdateWeek(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeek,
    onSuccess: (result, { week }) => {
      toastWeeklySuccess('Veckor uppdaterade', `${weekShiftText(week)}. ${result.message}`);
      onDone?.();
    },
    onError: (error) => toastWeeklyFailure('Veckor uppdatering misslyckades', error, 'Failed to update week numbers'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: weeklyRestaurantsKey }),
  });
}
