import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isWrite } from './cosmos-local';

const req = (method: string, headers: Record<string, string> = {}) => ({ method, headers }) as unknown as IncomingMessage;

describe('local Cosmos DB snapshot trigger', () => {
  it('counts creates, upserts, replaces, patches and deletes as writes', () => {
    expect(isWrite(req('POST'))).toBe(true);
    expect(isWrite(req('POST', { 'x-ms-documentdb-is-upsert': 'true' }))).toBe(true);
    expect(isWrite(req('PUT'))).toBe(true);
    expect(isWrite(req('PATCH'))).toBe(true);
    expect(isWrite(req('DELETE'))).toBe(true);
  });
  it('does not count reads, queries or query plans (a snapshot reads everything and must not trigger another)', () => {
    expect(isWrite(req('GET'))).toBe(false);
    expect(isWrite(req('POST', { 'x-ms-documentdb-isquery': 'true' }))).toBe(false);
    expect(isWrite(req('POST', { 'x-ms-documentdb-isquery': 'True' }))).toBe(false);
    expect(isWrite(req('POST', { 'x-ms-cosmos-is-query-plan-request': 'True' }))).toBe(false);
  });
});
