import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Restaurant } from '@lunch/shared';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { showToast, toastError, toastSuccess } from '../../../lib/toast-store';
import { getAdminRestaurants } from '../api/get-admin-restaurants';
import { useReplaceMenus } from '../api/replace-menus';
import { parseMenuJson, type ImportMenu } from '../lib/parse-menu-json';
import { ClearMenusError, importSummary, type ReplaceProgress, type ReplaceResult } from '../lib/replace-menus';
import { MenuPreview } from './menu-preview';
import { RestaurantPicker } from './restaurant-picker';
import '../menu-import.css';
import { queryKeys } from '../../../lib/query-keys';

const EXAMPLE = `[
  { "name": "Köttbullar med potatismos", "price": 129, "description": "Lingon och pressgurka", "tags": ["husman"] }
]`;

/**
 * The Manual-import tab (spec sections 2, 4 and 5): pick a restaurant, paste a JSON array of menus,
 * parse and preview it, then 'Replace All Menus' (clear, then one post per menu) with a progress bar.
 */
export function ManualImport() {
  const ids = { json: useId(), progress: useId() };
  const queryClient = useQueryClient();
  const [restaurant, setRestaurant] = useState<Restaurant>();
  const [jsonText, setJsonText] = useState('');
  const [parseError, setParseError] = useState<string>();
  const [warnings, setWarnings] = useState<string[]>([]);
  const [menus, setMenus] = useState<ImportMenu[]>([]);
  const [progress, setProgress] = useState<ReplaceProgress>();
  const [result, setResult] = useState<ReplaceResult>();
  const replace = useReplaceMenus();

  const parse = () => {
    const parsed = parseMenuJson(jsonText);
    setResult(undefined);
    setProgress(undefined);
    if (parsed.ok) {
      setParseError(undefined);
      setMenus(parsed.menus);
      setWarnings(parsed.warnings);
    } else {
      setParseError(parsed.error);
      setMenus([]);
      setWarnings([]);
    }
  };

  /** Reads the restaurant again (search by its name, limit 1) so its menu count is current. */
  const refreshSelection = async (current: Restaurant) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.restaurants });
    const [fresh] = await getAdminRestaurants(current.name, 1).catch(() => []);
    if (fresh?.id === current.id) setRestaurant((selected) => (selected?.id === fresh.id ? fresh : selected));
  };

  const replaceAll = () => {
    if (!restaurant || menus.length === 0) return;
    setResult(undefined);
    replace.mutate(
      { restaurantId: restaurant.id, menus, onProgress: setProgress },
      {
        onSuccess: (outcome) => {
          setResult(outcome);
          const summary = importSummary(outcome);
          if (outcome.failed === 0) {
            toastSuccess(summary);
            // Reset on success (spec section 4): the next import starts from an empty box; the full bar stays.
            setJsonText('');
            setMenus([]);
            setWarnings([]);
          } else {
            showToast({ title: 'Error', description: summary, variant: 'error' });
          }
          void refreshSelection(restaurant);
        },
        onError: (error) => {
          setProgress(undefined);
          if (isHttpError(error, 401)) return; // the global handler says so and goes to the login page
          if (error instanceof ClearMenusError) toastError(error.message, 'Error');
          else toastError(serverMessage(error, 'Failed to import menus'), 'Error');
          void refreshSelection(restaurant);
        },
      },
    );
  };

  const running = replace.isPending;
  return (
    <div className="menu-import">
      <section className="menu-import__step" aria-labelledby="menu-import-step-1">
        <h2 id="menu-import-step-1">1. Select restaurant</h2>
        <RestaurantPicker
          selected={restaurant}
          disabled={replace.isPending}
          onSelect={(r) => {
            setRestaurant(r);
            setResult(undefined);
            setProgress(undefined);
          }}
        />
        {restaurant ? (
          <p className="menu-import__selected" aria-live="polite">
            Selected: <strong>{restaurant.name}</strong> ({restaurant.city || restaurant.location?.city || 'Unknown City'}),{' '}
            <span data-testid="menu-count">{restaurant.lunch_menus?.length ?? 0}</span> {restaurant.lunch_menus?.length === 1 ? 'menu' : 'menus'} now
          </p>
        ) : (
          <p className="muted">No restaurant selected</p>
        )}
      </section>

      <section className="menu-import__step" aria-labelledby="menu-import-step-2">
        <h2 id="menu-import-step-2">2. Paste JSON</h2>
        <label htmlFor={ids.json}>Menu JSON (an array of menu objects)</label>
        <textarea
          id={ids.json}
          className="menu-import__json"
          value={jsonText}
          onChange={(e) => setJsonText(e.target.value)}
          rows={8}
          spellCheck={false}
          placeholder={EXAMPLE}
          disabled={running}
        />
        <div className="menu-import__actions">
          <button type="button" className="button button--small" onClick={parse} disabled={!jsonText.trim() || running}>
            Parse JSON
          </button>
        </div>
        {parseError && (
          <p role="alert" className="menu-import__error">
            {parseError}
          </p>
        )}
        {warnings.length > 0 && (
          <ul className="menu-import__warnings" aria-label="Warnings">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        )}
      </section>

      <section className="menu-import__step" aria-labelledby="menu-import-step-3">
        <h2 id="menu-import-step-3">3. Preview and import</h2>
        {menus.length > 0 ? (
          <>
            <p>
              {menus.length} {menus.length === 1 ? 'menu' : 'menus'} parsed
              {restaurant ? ` for ${restaurant.name}` : ''}. Replacing removes every existing menu of the restaurant first.
            </p>
            <MenuPreview menus={menus} />
          </>
        ) : (
          !result && <p className="muted">Parse a JSON array to see the menus here.</p>
        )}
        <div className="menu-import__actions">
          <button type="button" className="button button--small button--danger" onClick={replaceAll} disabled={!restaurant || menus.length === 0 || running}>
            {running ? 'Importing...' : 'Replace All Menus'}
          </button>
          {!restaurant && menus.length > 0 && <span className="muted">Select a restaurant first.</span>}
        </div>
        {progress && (
          <div className="menu-import__progress">
            <label htmlFor={ids.progress}>Progress</label>
            <progress id={ids.progress} value={progress.done} max={progress.total} />
            <span>
              {progress.done} / {progress.total}
            </span>
          </div>
        )}
        {result && (
          <div role="status" className={result.failed > 0 ? 'menu-import__result menu-import__result--error' : 'menu-import__result'}>
            <p>{importSummary(result)}</p>
            {result.failures.length > 0 && (
              <ul>
                {result.failures.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
