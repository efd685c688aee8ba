import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuReview } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/menu-reviews/{id} → one reading with the page text it was made from. */
export const getMenuReview = (id: string, signal?: AbortSignal) =>
  api.get<{ review: MenuReview }>(`/api/admin/menu-reviews/${encodeURIComponent(id)}`, { signal }).then((r) => r.review);

export const menuReviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.menuReview(id),
    queryFn: ({ signal }) => getMenuReview(id, signal),
  });

export const useMenuReview = (id: string | undefined) => useQuery({ ...menuReviewQueryOptions(id ?? ''), enabled: Boolean(id) });
