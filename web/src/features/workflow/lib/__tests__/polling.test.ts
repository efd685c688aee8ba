import { describe, expect, it } from 'vitest';
import { formatRemaining, initialPollState, pollReducer, pollStatusText, type PollState } from '../polling';

describe('workflow polling', () => {
  it('starts at 600 s, drops 20 s per tick and finishes at zero after 30 ticks', () => {
    let state: PollState = pollReducer(initialPollState, { type: 'start' });
    expect(state).toMatchObject({ phase: 'polling', remaining: 600 });
    state = pollReducer(state, { type: 'tick' });
    expect(state.remaining).toBe(580);
    for (let i = 0; i < 28; i++) state = pollReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ phase: 'polling', remaining: 20 });
    state = pollReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ phase: 'finished', remaining: 0 });
    expect(pollReducer(state, { type: 'tick' })).toBe(state);
  });

  it('stops when asked, and a new start begins a new run at 600 s', () => {
    const started = pollReducer(initialPollState, { type: 'start' });
    const stopped = pollReducer(pollReducer(started, { type: 'tick' }), { type: 'stop' });
    expect(stopped).toMatchObject({ phase: 'stopped', remaining: 580 });
    expect(pollReducer(stopped, { type: 'tick' })).toBe(stopped);
    const again = pollReducer(stopped, { type: 'start' });
    expect(again).toMatchObject({ phase: 'polling', remaining: 600, run: started.run + 1 });
  });

  it('says the remaining time in minutes and seconds', () => {
    expect(formatRemaining(600)).toBe('10 min');
    expect(formatRemaining(580)).toBe('9 min 40 s');
    expect(formatRemaining(20)).toBe('20 s');
    expect(pollStatusText({ phase: 'polling', remaining: 580, run: 1 })).toBe('Polling queue status every 20 s: 9 min 40 s remaining');
    expect(pollStatusText(initialPollState)).toBe('');
  });
});
