import { describe, expect, it } from 'vitest';
import { greetingName } from '../greeting';

describe('dashboard greeting', () => {
  it('uses first name, else e-mail, else username, else "Admin"', () => {
    expect(greetingName({ firstName: 'Greta', email: 'g@example.se', username: 'greta' })).toBe('Greta');
    expect(greetingName({ firstName: '  ', email: 'g@example.se', username: 'greta' })).toBe('g@example.se');
    expect(greetingName({ username: 'greta' })).toBe('greta');
    expect(greetingName({ username: '' })).toBe('Admin');
    expect(greetingName(null)).toBe('Admin');
  });
});
