import { describe, expect, it } from 'vitest';
import { activeSharePercent, queueTone } from '../queue-card';

describe('queue card', () => {
  it('is red with dead letters, else blue when active, else yellow when scheduled, else green', () => {
    expect(queueTone({ active: 3, scheduled: 4, deadletter: 1 })).toBe('red');
    expect(queueTone({ active: 1, scheduled: 4, deadletter: 0 })).toBe('blue');
    expect(queueTone({ active: 0, scheduled: 4, deadletter: 0 })).toBe('yellow');
    expect(queueTone({ active: 0, scheduled: 0, deadletter: 0 })).toBe('green');
  });

  it("shows the active share of all the queue's messages, 0 when empty", () => {
    expect(activeSharePercent({ active: 1, scheduled: 2, deadletter: 1 })).toBe(25);
    expect(activeSharePercent({ active: 2, scheduled: 1, deadletter: 0 })).toBe(67);
    expect(activeSharePercent({ active: 0, scheduled: 0, deadletter: 0 })).toBe(0);
  });
});
