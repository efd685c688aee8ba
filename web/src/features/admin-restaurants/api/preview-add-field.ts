import type { AddFieldPreview } from '@lunch/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AddFieldBody } from '../lib/add-field-value';

/**
 * POST /api/admin/add-field { ..., dryRun: true } → how many restaurants the same call would change,
 * per city; nothing is written. A POST (the body is the call's own), so a mutation, not a query.
 */
export const previewAddField = (body: AddFieldBody) => api.post<AddFieldPreview>('/api/admin/add-field', { ...body, dryRun: true });

export const usePreviewAddField = () => useMutation({ mutationFn: previewAddField });
