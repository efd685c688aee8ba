import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeekUpdateResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { weekShiftText } from '../lib/week-input';
import { toastWeeklyFailure, toastWeeklySuccess } from './failure';
import { weeklyRestaurantsKey } from './get-weekly-restaurants';

export interface AdjustWeekInput {
  id: string;
  name: string;
  weekAdjustment: 1 | -1;
}

/** PATCH /api/admin/restaurants/{id}/adjust-week {weekAdjustment: +1 | -1}. */
export const adjustWeek = ({ id, weekAdjustment }: AdjustWeekInput) =>
  api.patch<WeekUpdateResult>(`/api/admin/restaurants/${encodeURIComponent(id)}/adjust-week`, { weekAdjustment });

export function useAdjustWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustWeek,
    onSuccess: (_result, { name, weekAdjustment }) => toastWeeklySuccess('Veckor uppdaterade', `${name}: ${weekShiftText(weekAdjustment)}`),
    onError: (error) => toastWeeklyFailure('Error', error, 'Failed to adjust week'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: weeklyRestaurantsKey }),
  });
}
