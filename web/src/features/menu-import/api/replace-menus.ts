import { useMutation } from '@tanstack/react-query';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import type { ImportMenu } from '../lib/parse-menu-json';
import { replaceAllMenus, type ReplaceProgress } from '../lib/replace-menus';
import { clearMenus } from './clear-menus';
import { createMenu } from './create-menu';

export interface ReplaceMenusInput {
  restaurantId: string;
  menus: ImportMenu[];
  onProgress: (progress: ReplaceProgress) => void;
}

const describe = (error: unknown) => serverMessage(error, error instanceof Error ? error.message : 'Failed to import menus');

/**
 * 'Replace All Menus': the clear call, then one create call per menu. A 401 ends the import and goes
 * to the global handler (toast and login page); the caller shows every other outcome.
 */
export const useReplaceMenus = () =>
  useMutation({
    mutationFn: ({ restaurantId, menus, onProgress }: ReplaceMenusInput) =>
      replaceAllMenus(menus, {
        clearMenus: () => clearMenus(restaurantId),
        createMenu: (menu) => createMenu(restaurantId, menu),
        onProgress,
        describeError: describe,
        isFatal: (error) => isHttpError(error, 401),
      }),
  });
