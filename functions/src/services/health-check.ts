import { pingDatabase } from '../data/health-repository';
import { menuImagesContainer } from '../data/storage';

export type Reachability = 'ok' | 'unreachable';

const TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref())]);
}

async function probe(check: () => Promise<unknown>): Promise<Reachability> {
  try {
    await withTimeout(check());
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

/** Both dependencies, checked in parallel with a short timeout so a hung one cannot hang the probe. */
export async function checkHealth(): Promise<{ cosmos: Reachability; storage: Reachability }> {
  const [cosmos, storage] = await Promise.all([
    probe(pingDatabase),
    probe(() => menuImagesContainer().exists()), // a data-plane call: works with RBAC data roles
  ]);
  return { cosmos, storage };
}
