import { addFieldPreviewText, type AddFieldInput, type AddFieldPreview, type AddFieldResponse } from '@lunch/shared';
import { now } from '../app/clock';
import { findFieldTargets, setRestaurantField } from '../data/restaurant-bulk-repository';
import { planFieldWrite, runInBatches } from './add-field-plan';

/**
 * Sizing for the 45 s request limit of Static Web Apps: 100 restaurants per batch, 10 writes at a
 * time, and no new batch after 35 s (the rest is reported as remaining; running the same call again
 * continues, since restaurants already holding the value are skipped under both conditions).
 */
const BATCH_SIZE = 100;
const PARALLEL_WRITES = 10;
const TIME_BUDGET_MS = 35_000;

/** POST /api/admin/add-field: one field on every restaurant of every city, or only where it is missing. */
export async function addFieldToRestaurants(input: AddFieldInput): Promise<AddFieldResponse> {
  const segments = input.fieldPath.split('.');
  const updatedAt = now().toISOString();
  const targets = await findFieldTargets(segments, input.condition === 'missing');
  let skipped = 0;
  const decide = (top: unknown) => planFieldWrite(top, segments, input.fieldValue, input.condition);
  const { batches, remaining } = await runInBatches(targets, { batchSize: BATCH_SIZE, parallelism: PARALLEL_WRITES, budgetMs: TIME_BUDGET_MS }, async (target) => {
    const outcome = await setRestaurantField(target, segments[0], decide, updatedAt);
    if (!outcome.modified && outcome.reason === 'blocked') skipped++;
    return outcome.modified;
  });
  const modifiedCount = batches.reduce((sum, b) => sum + b.modified, 0);
  const report = { matched: targets.length, modifiedCount, skipped, remaining, batches };
  const blockedNote = skipped > 0 ? `; ${skipped} skipped where a parent of ${input.fieldPath} is not an object` : '';
  if (remaining > 0) {
    return {
      success: false,
      error: 'time_limit',
      message: `Stopped after ${targets.length - remaining} of ${targets.length} restaurants to answer in time (${modifiedCount} updated${blockedNote}): run the same call again to continue`,
      ...report,
    };
  }
  const scope = input.condition === 'missing' ? 'restaurants missing it' : 'restaurants';
  return { success: true, message: `Field ${input.fieldPath} set on ${modifiedCount} of ${targets.length} ${scope}${blockedNote}`, ...report };
}

/**
 * POST /api/admin/add-field with dryRun: the same selection and the same per-restaurant decision as
 * the write, on the values read now, counted per city; nothing is written. The write that follows
 * decides again on what it finds then, and its modifiedCount says what it did.
 */
export async function previewAddField(input: AddFieldInput): Promise<AddFieldPreview> {
  const segments = input.fieldPath.split('.');
  const targets = await findFieldTargets(segments, input.condition === 'missing');
  const perCity = new Map<string, number>();
  let skipped = 0;
  for (const target of targets) {
    const decision = planFieldWrite(target.topValue, segments, input.fieldValue, input.condition);
    if (decision.write) perCity.set(target.city, (perCity.get(target.city) ?? 0) + 1);
    else if (decision.reason === 'blocked') skipped++;
  }
  const cities = [...perCity].map(([city, count]) => ({ city, count })).sort((a, b) => b.count - a.count || a.city.localeCompare(b.city, 'sv'));
  const wouldChange = cities.reduce((sum, c) => sum + c.count, 0);
  return { success: true, dryRun: true, matched: targets.length, wouldChange, skipped, cities, message: addFieldPreviewText({ wouldChange, cities }) };
}
