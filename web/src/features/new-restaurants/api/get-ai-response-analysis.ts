import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiResponseAnalysis } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const aiResponseAnalysisQueryKey = queryKeys.admin.aiResponseAnalysis;

/** The analysis as it may arrive: the AI part (aiUnification) can be missing when it failed (spec section 2). */
export type AiResponseAnalysisAnswer = Omit<AiResponseAnalysis, 'aiUnification'> & { aiUnification?: AiResponseAnalysis['aiUnification'] | null };

/** GET /api/admin/analyze-ai-responses: every stored AI response, how often, and the proposed unification. */
export const getAiResponseAnalysis = (signal?: AbortSignal) => api.get<AiResponseAnalysisAnswer>('/api/admin/analyze-ai-responses', { signal });

export const aiResponseAnalysisQueryOptions = () =>
  queryOptions({
    queryKey: aiResponseAnalysisQueryKey,
    queryFn: ({ signal }) => getAiResponseAnalysis(signal),
    // Each opening of the modal reads the stored responses again.
    refetchOnMount: 'always',
    staleTime: 0,
  });

export const useAiResponseAnalysis = () => useQuery(aiResponseAnalysisQueryOptions());
