import { useMutation } from '@tanstack/react-query';
import type { LunchHourSlot, Restaurant } from '@lunch/shared';
import { api, isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { runInOrder, withCount } from '../lib/run-in-order';
import { throwIfUnauthorized, toastFirstFailure, useRefreshRestaurants } from './refresh';

/** PATCH /api/admin/restaurants/{id} { field, value }: one whitelisted field. */
export const updateRestaurantField = (id: string, field: string, value: unknown) =>
  api.patch<{ restaurant: Restaurant; message: string }>(`/api/admin/restaurants/${encodeURIComponent(id)}`, { field, value });

/** 'Markera som Processed' (spec section 4, NEW flag): NEW becomes false. */
export const markProcessed = (id: string) => updateRestaurantField(id, 'NEW', false);

export const saveLunchHours = (id: string, slots: LunchHourSlot[]) => updateRestaurantField(id, 'lunch_hours', slots);

/** 'Markera som Processed' for one or more restaurants, one call each; every one is tried. */
export function useMarkProcessed() {
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: async (ids: string[]) => throwIfUnauthorized(await runInOrder(ids, markProcessed, { stopOnFailure: false })),
    onSuccess: (outcome) => {
      const tried = outcome.done.length + outcome.failures.length;
      if (outcome.failures.length === 0) toastSuccess(withCount('Restaurant marked as processed', outcome.done.length));
      else toastFirstFailure(outcome, 'Failed to mark restaurant as processed', tried > 1 ? ` (${outcome.failures.length} of ${tried} failed)` : '');
    },
    onSettled: refresh,
  });
}

/** The card's lunch-hours text, parsed, saved as lunch_hours. */
export function useSaveLunchHours() {
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: ({ id, slots }: { id: string; slots: LunchHourSlot[] }) => saveLunchHours(id, slots),
    onSuccess: () => toastSuccess('Lunch hours updated successfully'),
    onError: (error) => {
      if (!isHttpError(error, 401)) toastError(serverMessage(error, 'Failed to update lunch hours'), 'Error');
    },
    onSettled: refresh,
  });
}
