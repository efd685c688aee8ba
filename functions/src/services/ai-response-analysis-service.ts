import {
  AI_RESPONSE_CATEGORIES,
  AI_RESPONSES,
  ANALYSIS_NAMES_PER_RESPONSE,
  categorizeAiResponse,
  isStandardAiResponse,
  storedAiResponse,
  unificationEfficiencyGain,
  type AiResponse,
  type AiResponseAnalysis,
} from '@lunch/shared';
import { findAiResponseRefs } from '../data/admin-restaurant-repository';
import { updateRestaurant } from '../data/restaurant-repository';

/**
 * The AI Response Analysis (spec sections 2, 3 and 9): which responses restaurants hold, how many of
 * each, and a proposal that maps every response outside the five categories onto one of them.
 */
export async function analyzeAiResponses(): Promise<AiResponseAnalysis> {
  const refs = await findAiResponseRefs();
  const groups = new Map<string, string[]>();
  for (const ref of refs) {
    const response = storedAiResponse(ref);
    if (response === null) continue;
    const names = groups.get(response) ?? [];
    names.push(ref.name);
    groups.set(response, names);
  }
  const replacementSchema: Record<string, AiResponse> = {};
  for (const response of groups.keys()) {
    const category = isStandardAiResponse(response) ? undefined : categorizeAiResponse(response);
    if (category) replacementSchema[response] = category;
  }
  const responses = [...groups]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([response, names]) => ({
      response,
      count: names.length,
      restaurants: names.slice(0, ANALYSIS_NAMES_PER_RESPONSE).map((name) => ({ name })),
      hasMore: names.length > ANALYSIS_NAMES_PER_RESPONSE,
      standard: isStandardAiResponse(response),
      // The screen's badge shows this, so the analysis and the badges never disagree.
      category: categorizeAiResponse(response),
    }));
  return {
    totalRestaurants: refs.length,
    uniqueResponseCount: groups.size,
    aiUnification: {
      standardizedCategories: AI_RESPONSES.map((category) => ({ category, ...AI_RESPONSE_CATEGORIES[category] })),
    },
    replacementSchema,
    canPerformReplacement: Object.keys(replacementSchema).length > 0,
    efficiencyGain: unificationEfficiencyGain(AI_RESPONSES.length, groups.size),
    responses,
  };
}

/**
 * Rewrites every restaurant whose response is a key of the schema to that category (stored as
 * AIResponse; the older aiResponse spelling is removed). Running it again changes nothing.
 */
export async function unifyAiResponses(replacementSchema: Record<string, AiResponse>): Promise<number> {
  const refs = await findAiResponseRefs();
  let updatedCount = 0;
  for (const ref of refs) {
    const response = storedAiResponse(ref);
    if (response === null || !Object.hasOwn(replacementSchema, response)) continue;
    const target = replacementSchema[response];
    if (response === target && ref.aiResponse === undefined) continue;
    const updated = await updateRestaurant(ref.id, (current) => {
      const next: Record<string, unknown> = { ...current, AIResponse: target };
      delete next.aiResponse;
      return next as unknown as typeof current;
    });
    if (updated) updatedCount++;
  }
  return updatedCount;
}
