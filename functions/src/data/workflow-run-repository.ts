import type { HarvestFailureReason } from '@lunch/shared';
import { container } from './cosmos-client';
import { isStatus, readItem } from './cosmos-helpers';

/**
 * Workflow runs (container workflowRuns, partition /runId): one run document per triggered run and
 * one outcome document per restaurant the run harvested, all in the run's partition. An outcome's id
 * is its restaurant's, and it is only ever created: a harvest message delivered again (a retry, the
 * same restaurant queued twice) finds it there (409) and counts nothing. The counts are read from the
 * outcomes with one single-partition query, so they can never drift from what was recorded, whatever
 * instance wrote what and in which order.
 */
export interface WorkflowRunDocument {
  id: typeof RUN_DOCUMENT_ID;
  runId: string;
  kind: 'run';
  /** The triggered city, or '' for a scheduled harvest of every city. */
  city: string;
  /** MORNING or EVENING for a scheduled harvest. */
  slot?: string;
  startedAt: string;
  actor: string;
  restaurantsQueued: number;
  queued: { fast: number; slow: number };
}

export interface HarvestOutcomeDocument {
  /** The restaurant's id. */
  id: string;
  runId: string;
  kind: 'outcome';
  result: 'fetched' | 'failed';
  reason?: HarvestFailureReason;
  /** Menus stored by this harvest on a restaurant visitors see. */
  menusPublished: number;
  /** Menus stored by this harvest on a restaurant waiting for review (NEW). */
  menusWaitingForReview: number;
  at: string;
}

const RUN_DOCUMENT_ID = 'run';
const outcomeId = (restaurantId: string) => `r.${restaurantId}`;

export async function createRun(run: Omit<WorkflowRunDocument, 'id' | 'kind'>): Promise<void> {
  const runs = await container('workflowRuns');
  await runs.items.create<WorkflowRunDocument>({ ...run, id: RUN_DOCUMENT_ID, kind: 'run' });
}

export async function findRun(runId: string): Promise<WorkflowRunDocument | undefined> {
  return readItem<WorkflowRunDocument>(await container('workflowRuns'), RUN_DOCUMENT_ID, runId);
}

/** Records one restaurant's outcome once: false when it was already recorded (a redelivered message). */
export async function recordOutcomeOnce(outcome: Omit<HarvestOutcomeDocument, 'kind' | 'id'> & { restaurantId: string }): Promise<boolean> {
  const { restaurantId, ...rest } = outcome;
  const runs = await container('workflowRuns');
  try {
    await runs.items.create<HarvestOutcomeDocument>({ ...rest, id: outcomeId(restaurantId), kind: 'outcome' });
    return true;
  } catch (err) {
    if (isStatus(err, 409)) return false;
    throw err;
  }
}

/** A run's outcomes, only the fields the summary counts (a single-partition query). */
export async function listOutcomes(runId: string): Promise<Pick<HarvestOutcomeDocument, 'result' | 'reason' | 'menusPublished' | 'menusWaitingForReview'>[]> {
  const runs = await container('workflowRuns');
  const { resources } = await runs.items
    .query<Pick<HarvestOutcomeDocument, 'result' | 'reason' | 'menusPublished' | 'menusWaitingForReview'>>(
      {
        query: "SELECT c.result, c.reason, c.menusPublished, c.menusWaitingForReview FROM c WHERE c.runId = @runId AND c.kind = 'outcome'",
        parameters: [{ name: '@runId', value: runId }],
      },
      { partitionKey: runId, maxItemCount: 5000 },
    )
    .fetchAll();
  return resources;
}
