import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../lib/api-client';
import { failureText, fetchFailureText, RefusedWrite } from '../failure-text';

describe('failure text of a write (spec section 8)', () => {
  it("prefers the server's message, then its error field, then the default", () => {
    expect(failureText(new HttpError(400, JSON.stringify({ error: 'bad_request', message: 'name is required', success: false }), 'Bad Request'), 'Failed to add menu')).toBe('name is required');
    expect(failureText(new HttpError(409, JSON.stringify({ error: 'conflict' }), 'Conflict'), 'Failed to add menu')).toBe('conflict');
    expect(failureText(new HttpError(500, '', 'Internal Server Error'), 'Failed to add menu')).toBe('Failed to add menu');
  });

  it('reads a 2xx refusal, a body that is not JSON, and no answer at all', () => {
    expect(failureText(new RefusedWrite('Menu not saved'), 'Failed to add menu')).toBe('Menu not saved');
    expect(failureText(new RefusedWrite(''), 'Failed to add menu')).toBe('Failed to add menu');
    expect(failureText(new SyntaxError('Unexpected token <'), 'Failed to add menu', 'Error adding menu')).toBe('Invalid JSON response: Unexpected token <');
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to add menu', 'Error adding menu')).toBe('Error adding menu');
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to delete menu')).toBe('Failed to delete menu');
  });
});

describe('failure text of a read', () => {
  it("is '{status}: {message}', the message falling back to the screen's text", () => {
    expect(fetchFailureText(new HttpError(400, JSON.stringify({ error: 'bad_request', message: 'search must be at most 100 characters' }), 'Bad Request'), 'Failed to fetch restaurants')).toBe('400: search must be at most 100 characters');
    expect(fetchFailureText(new HttpError(503, '', 'Service Unavailable'), 'Failed to fetch cities')).toBe('503: Failed to fetch cities');
    expect(fetchFailureText(new TypeError('Failed to fetch'), 'Failed to fetch restaurants')).toBe('Failed to fetch restaurants');
  });
});
