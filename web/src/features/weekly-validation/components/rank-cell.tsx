import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { WeeklyRestaurantRow } from '@lunch/shared';
import { useUpdateRank } from '../api/update-rank';
import { parseRankInput } from '../lib/sorting';

/**
 * The inline rank editor (spec section 4): click the rank to edit; Enter (or Save) saves, Escape (or
 * leaving the field) cancels. Non-numeric input becomes 0; the list reloads after the save.
 */
export function RankCell({ row }: { row: WeeklyRestaurantRow }) {
  const [draft, setDraft] = useState<string>();
  const update = useUpdateRank();
  const save = () => {
    if (draft === undefined) return;
    update.mutate({ id: row.id, name: row.name, rank: parseRankInput(draft) });
    setDraft(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(undefined);
    }
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setDraft(undefined);
  };

  if (draft === undefined) {
    return (
      <button
        type="button"
        className="wv-rank"
        aria-label={`Rank ${row.rank} for ${row.name}, edit`}
        title={row.rankSource === 'manual' ? 'Set by hand: re-ranking keeps it' : 'Click to edit'}
        disabled={update.isPending}
        onClick={() => setDraft(String(row.rank))}
      >
        {update.isPending ? update.variables?.rank : row.rank}
        {row.rankSource === 'manual' && <span className="wv-rank__manual" aria-label="(set by hand)"> ✎</span>}
      </button>
    );
  }
  return (
    <form
      className="wv-rank-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onBlur={onBlur}
    >
      <input
        className="wv-rank-input"
        type="text"
        inputMode="numeric"
        aria-label={`Rank for ${row.name}`}
        value={draft}
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--small">
        Save
      </button>
    </form>
  );
}
