/** The address of one restaurant's week in the owner API: /api/owner/restaurants/{id}/weeks/2026-W48. */
export const ownerWeekUrl = (restaurantId: string, week: string) =>
  `/api/owner/restaurants/${encodeURIComponent(restaurantId)}/weeks/${encodeURIComponent(week)}`;
