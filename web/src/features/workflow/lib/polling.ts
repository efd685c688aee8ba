/** Spec sections 4 and 9: after a trigger, status is read at once and then every 20 s for 600 s. */
export const WORKFLOW_POLL_TOTAL_S = 600;
export const WORKFLOW_POLL_INTERVAL_S = 20;

export type PollPhase = 'idle' | 'polling' | 'stopped' | 'finished';

export interface PollState {
  phase: PollPhase;
  /** Seconds left; drops by the interval at each tick. */
  remaining: number;
  /** Bumped by each start, so a new trigger restarts the interval. */
  run: number;
}

export const initialPollState: PollState = { phase: 'idle', remaining: 0, run: 0 };

export type PollAction = { type: 'start' } | { type: 'tick' } | { type: 'stop' };

export function pollReducer(state: PollState, action: PollAction): PollState {
  switch (action.type) {
    case 'start':
      return { phase: 'polling', remaining: WORKFLOW_POLL_TOTAL_S, run: state.run + 1 };
    case 'tick': {
      if (state.phase !== 'polling') return state;
      const remaining = Math.max(0, state.remaining - WORKFLOW_POLL_INTERVAL_S);
      return { ...state, remaining, phase: remaining === 0 ? 'finished' : 'polling' };
    }
    case 'stop':
      return state.phase === 'polling' ? { ...state, phase: 'stopped' } : state;
  }
}

/** '9 min 40 s', '10 min', '20 s': read the same by eyes and screen readers. */
export function formatRemaining(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** What the polling indicator says (a polite live region). */
export function pollStatusText(state: PollState): string {
  switch (state.phase) {
    case 'polling':
      return `Polling queue status every ${WORKFLOW_POLL_INTERVAL_S} s: ${formatRemaining(state.remaining)} remaining`;
    case 'stopped':
      return 'Polling stopped.';
    case 'finished':
      return 'Polling finished.';
    case 'idle':
      return '';
  }
}
