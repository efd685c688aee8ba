/** What a bulk action did: the ids it finished, and the first failure when it stopped or every failure when it went on. */
export interface BulkOutcome {
  done: string[];
  failures: { id: string; error: unknown }[];
  /** Ids never tried because the run stopped at a failure. */
  skipped: string[];
}

/**
 * Runs one call per id, one after another. With stopOnFailure the run ends at the first failure
 * (spec section 8: bulk delete fails entirely on the first failed delete); otherwise it goes on.
 */
export async function runInOrder(ids: string[], action: (id: string) => Promise<unknown>, { stopOnFailure }: { stopOnFailure: boolean }): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], failures: [], skipped: [] };
  for (const [index, id] of ids.entries()) {
    try {
      await action(id);
      outcome.done.push(id);
    } catch (error) {
      outcome.failures.push({ id, error });
      if (stopOnFailure) {
        outcome.skipped = ids.slice(index + 1);
        break;
      }
    }
  }
  return outcome;
}

/** A success text for n restaurants: the spec's sentence, with the count when more than one. */
export const withCount = (text: string, n: number) => (n > 1 ? `${text} (${n})` : text);
