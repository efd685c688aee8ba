import type { ImportMenu } from './parse-menu-json';

/** Spec section 9: the import pauses 100 ms between posts; the progress total is menus plus one (the clear step). */
export const MENU_IMPORT_PAUSE_MS = 100;

export interface ReplaceProgress {
  done: number;
  total: number;
}

export interface ReplaceResult {
  imported: number;
  failed: number;
  /** Why each failed menu failed, in order ("Menu 2 (Pasta): 400: ..."). */
  failures: string[];
}

export interface ReplaceSteps {
  clearMenus: () => Promise<unknown>;
  createMenu: (menu: ImportMenu) => Promise<unknown>;
  onProgress: (progress: ReplaceProgress) => void;
  sleep?: (ms: number) => Promise<void>;
  describeError?: (error: unknown) => string;
  /** Errors that end the whole import (a 401: the session is gone, every later post would fail too). */
  isFatal?: (error: unknown) => boolean;
}

/** Thrown when the clear step fails: nothing was posted, and the old menus may still be there. */
export class ClearMenusError extends Error {
  constructor(readonly reason: string) {
    super(`Failed to clear existing menus: ${reason}`);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 'Replace All Menus' (spec section 4, JSON import): clear every menu, then post each one, 100 ms
 * apart, reporting progress after every step. A failed post is counted and the rest still go.
 */
export async function replaceAllMenus(menus: ImportMenu[], steps: ReplaceSteps): Promise<ReplaceResult> {
  const sleep = steps.sleep ?? wait;
  const describe = steps.describeError ?? ((e: unknown) => (e instanceof Error ? e.message : String(e)));
  const total = menus.length + 1;
  steps.onProgress({ done: 0, total });
  try {
    await steps.clearMenus();
  } catch (error) {
    if (steps.isFatal?.(error)) throw error;
    throw new ClearMenusError(describe(error));
  }
  steps.onProgress({ done: 1, total });

  const result: ReplaceResult = { imported: 0, failed: 0, failures: [] };
  for (const [index, menu] of menus.entries()) {
    if (index > 0) await sleep(MENU_IMPORT_PAUSE_MS);
    try {
      await steps.createMenu(menu);
      result.imported++;
    } catch (error) {
      if (steps.isFatal?.(error)) throw error;
      result.failed++;
      result.failures.push(`Menu ${index + 1} (${menu.name}): ${describe(error)}`);
    }
    steps.onProgress({ done: index + 2, total });
  }
  return result;
}

/** The summary the tab shows when the import ends. */
export function importSummary({ imported, failed }: ReplaceResult): string {
  return `${imported} ${imported === 1 ? 'menu' : 'menus'} imported, ${failed} failed`;
}
