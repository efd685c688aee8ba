import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api-client';
import { serverMessage } from '../server-message';
import { currentToasts, showToast, TOAST_DURATION_MS } from '../toast-store';

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time and hides it after 5 s', () => {
    vi.useFakeTimers();
    showToast({ title: 'Framgång', description: 'Uppgift skapad!', variant: 'success' });
    showToast({ title: 'Fel', description: 'Kunde inte ta bort uppgift', variant: 'error' });
    expect(currentToasts().filter((t) => t.open).map((t) => t.description)).toEqual(['Kunde inte ta bort uppgift']);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(currentToasts().filter((t) => t.open)).toHaveLength(1);
    vi.advanceTimersByTime(2);
    expect(currentToasts().filter((t) => t.open)).toEqual([]);
  });
});

describe('server messages', () => {
  it('prefers the message of an { error, message } body, then the body, then the fallback', () => {
    expect(serverMessage(new HttpError(400, '{"error":"bad_request","message":"title is required"}', 'Bad Request'), 'x')).toBe('title is required');
    expect(serverMessage(new HttpError(500, 'upstream broke', 'Internal'), 'x')).toBe('upstream broke');
    expect(serverMessage(new HttpError(500, '', 'Internal'), 'Kunde inte skapa uppgift')).toBe('Kunde inte skapa uppgift');
    expect(serverMessage(new Error('network'), 'Kunde inte skapa uppgift')).toBe('Kunde inte skapa uppgift');
  });
});
