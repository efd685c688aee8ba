import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adjustWeek } from './adjust-week';
import { bulkUpdateWeek } from './bulk-update-week';
import { weeklyRestaurantsKey } from './get-weekly-restaurants';

/** A week shift of some restaurants the admin can still take back (the row's -1v/+1v, the bulk bar's). */
export interface WeekShift {
  ids: readonly string[];
  /** Who moved: a restaurant's name, or 'N restauranger'. */
  label: string;
  weeks: number;
}

/** The opposite shift through the same call: adjust-week for one restaurant, bulk-update-week for a selection. */
export function undoWeekShift({ ids, label, weeks }: WeekShift) {
  if (ids.length === 1 && (weeks === 1 || weeks === -1)) return adjustWeek({ id: ids[0], name: label, weekAdjustment: weeks === 1 ? -1 : 1 });
  return bulkUpdateWeek({ restaurantIds: [...ids], weekDelta: -weeks });
}

export function useUndoWeekShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoWeekShift,
    onSettled: () => queryClient.invalidateQueries({ queryKey: weeklyRestaurantsKey }),
  });
}
