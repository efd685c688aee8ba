import { useCallback, useEffect, useRef, useState } from 'react';
import type { OwnerWeek, OwnerWeekInput } from '@lunch/shared';
import { isHttpError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { serverMessage } from '../../../lib/server-message';
import { saveOwnerWeek } from '../api/save-owner-week';

/** Saved this long after the owner stops typing. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { kind: 'idle'; savedAt: string | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; savedAt: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

interface Options {
  restaurantId: string;
  week: string;
  etag: string | null;
  savedAt: string | null;
  /** Every week the server answers with (status, unpublishedChanges, publishedAt). */
  onSaved: (week: OwnerWeek) => void;
}

/** What to save now: the week to send, or why it cannot be sent (the owner's words). */
export type SaveRequest = { ok: true; input: OwnerWeekInput } | { ok: false; message: string };

/**
 * Saves the draft as the owner types: AUTOSAVE_DELAY_MS after the last change, and at once (keepalive,
 * so the request outlives the page) when the page is hidden or closed: a locked phone loses nothing.
 * One save at a time, each with the ETag the previous one returned; a 412 means someone else saved
 * the week in between, after which nothing more is sent until the owner reloads.
 */
export function useWeekAutosave({ restaurantId, week, etag: initialEtag, savedAt, onSaved }: Options) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle', savedAt });
  const etag = useRef(initialEtag);
  const latest = useRef<(() => SaveRequest) | null>(null);
  const dirty = useRef(false);
  const conflict = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const flush = useCallback(
    async (keepalive = false): Promise<void> => {
      clearTimeout(timer.current);
      while (inFlight.current) await inFlight.current;
      if (!dirty.current || conflict.current || !latest.current) return;
      const request = latest.current();
      if (!request.ok) {
        setStatus({ kind: 'invalid', message: request.message });
        return;
      }
      dirty.current = false;
      setStatus({ kind: 'saving' });
      const run = (async () => {
        try {
          const saved = await saveOwnerWeek({ restaurantId, week, input: request.input, etag: etag.current, keepalive });
          etag.current = saved.etag ?? etag.current;
          onSavedRef.current(saved.week);
          setStatus(dirty.current ? { kind: 'pending' } : { kind: 'saved', savedAt: saved.week.draftUpdatedAt ?? new Date().toISOString() });
        } catch (error) {
          if (isHttpError(error, 412)) {
            conflict.current = true;
            setStatus({ kind: 'conflict' });
          } else {
            handleUnauthorized(error);
            dirty.current = true; // the next change or "Försök igen" sends it again
            setStatus({ kind: 'failed', message: serverMessage(error, 'Ingen kontakt med servern.') });
          }
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = run;
      // Changes typed while it was under way have their own timer (see `changed`).
      await run;
    },
    // The week being edited never changes for one editor (it is keyed by restaurant and week).
    [restaurantId, week],
  );

  /** The owner changed something: `read` gives what to save (read when the save is sent). */
  const changed = useCallback(
    (read: () => SaveRequest) => {
      latest.current = read;
      if (conflict.current) return;
      dirty.current = true;
      setStatus((s) => (s.kind === 'saving' ? s : { kind: 'pending' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const saveNow = () => {
      if (dirty.current) void flush(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', saveNow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', saveNow);
      // Leaving the editor (another tab or restaurant) saves what is left, like closing the page.
      saveNow();
      clearTimeout(timer.current);
    };
  }, [flush]);

  return {
    status,
    changed,
    /** Saves what is left now (before publishing); resolves when nothing is left or it cannot be saved. */
    flush,
    /** The ETag of the last version saved or loaded (publish sends it). */
    etag: () => etag.current,
    setEtag: (value: string | null) => {
      etag.current = value;
    },
    hasConflict: () => conflict.current,
    /** Someone else changed the week (a publish answered 412): stop saving until the owner reloads. */
    markConflict: () => {
      conflict.current = true;
      clearTimeout(timer.current);
      setStatus({ kind: 'conflict' });
    },
    hasUnsaved: () => dirty.current,
  };
}
