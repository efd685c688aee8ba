import { useCallback, useEffect, useMemo, useState } from 'react';
import type { WeeklyRestaurantRow } from '@lunch/shared';
import { HARVEST_RUNNING, HARVEST_SILENT, HARVEST_WAIT_MS, harvestOutcomeLine, type HarvestLine } from '../lib/harvest-outcome';

type Watch = { requestedAt: string; startedAt: number } | { refused: string };

/** How often the list is read again while a harvest runs. */
export const HARVEST_POLL_MS = 1500;

/**
 * The rescrapes started on this visit and what became of them: 'pågår' until the restaurant's
 * lastHarvest is newer than the request (the server's clock on both sides), then its outcome.
 * `polling` says the list should be read again; after HARVEST_WAIT_MS without an outcome the row says so.
 */
export function useHarvestWatch(rows: readonly WeeklyRestaurantRow[] | undefined) {
  const [watches, setWatches] = useState<ReadonlyMap<string, Watch>>(new Map());
  const [clock, setClock] = useState(() => Date.now());

  const lines = useMemo(() => {
    const byId = new Map(rows?.map((r) => [r.id, r]));
    const out = new Map<string, HarvestLine>();
    for (const [id, watch] of watches) {
      if ('refused' in watch) {
        out.set(id, { tone: 'problem', text: `Misslyckades: ${watch.refused}` });
        continue;
      }
      const outcome = byId.get(id)?.lastHarvest;
      if (outcome && outcome.at >= watch.requestedAt) out.set(id, harvestOutcomeLine(outcome));
      else out.set(id, clock - watch.startedAt > HARVEST_WAIT_MS ? HARVEST_SILENT : HARVEST_RUNNING);
    }
    return out;
  }, [rows, watches, clock]);

  const polling = [...lines.values()].some((l) => l === HARVEST_RUNNING);
  // The clock only ticks while something runs, so a harvest that never ends stops the polling.
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => setClock(Date.now()), HARVEST_POLL_MS);
    return () => clearInterval(timer);
  }, [polling]);

  const started = useCallback((id: string, requestedAt: string) => {
    setClock(Date.now());
    setWatches((w) => new Map(w).set(id, { requestedAt, startedAt: Date.now() }));
  }, []);
  const refused = useCallback((id: string, reason: string) => setWatches((w) => new Map(w).set(id, { refused: reason })), []);

  return { lines, polling, started, refused };
}
