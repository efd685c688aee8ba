import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialPollState, pollReducer, WORKFLOW_POLL_INTERVAL_S, type PollState } from '../lib/polling';

/**
 * Spec section 4, "Workflow polling": start() reads at once and then every 20 s, the counter dropping
 * 20 s per tick, until it reaches zero or stop() is called. Leaving the screen ends it too.
 */
export function useWorkflowPolling(read: () => void): { state: PollState; start: () => void; stop: () => void } {
  const [state, dispatch] = useReducer(pollReducer, initialPollState);
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  }, [read]);

  const polling = state.phase === 'polling';
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => {
      dispatch({ type: 'tick' });
      readRef.current();
    }, WORKFLOW_POLL_INTERVAL_S * 1000);
    return () => window.clearInterval(timer);
  }, [polling, state.run]);

  const start = useCallback(() => {
    dispatch({ type: 'start' });
    readRef.current();
  }, []);
  const stop = useCallback(() => dispatch({ type: 'stop' }), []);
  return { state, start, stop };
}
