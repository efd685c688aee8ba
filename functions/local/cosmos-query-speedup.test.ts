import { describe, expect, it } from 'vitest';
import { createQuery, installLinearQueries, linearizeQueryCode } from './cosmos-query-speedup';

const docs = Array.from({ length: 300 }, (_, i) => ({
  id: `r${i}`,
  _rid: `rid${String(i).padStart(5, '0')}`,
  city: i % 3 === 0 ? 'Lund' : 'Malmö',
  name: `Krog ${i % 17}`,
  rank: i % 30,
  lunch_menus: Array.from({ length: i % 4 }, (_, m) => ({ price: 90 + m * 20 + (i % 7), name: `Rätt ${m}` })),
}));

const QUERIES: [string, { name: string; value: unknown }[]][] = [
  ['SELECT * FROM c', []],
  ['SELECT c.id, c.name FROM c WHERE c.city = @city', [{ name: '@city', value: 'Lund' }]],
  ['SELECT VALUE COUNT(1) FROM c', []],
  ['SELECT TOP 5 r.id FROM r ORDER BY r.name', []],
  ['SELECT c.id FROM c WHERE EXISTS(SELECT VALUE m FROM m IN c.lunch_menus WHERE m.price <= @p)', [{ name: '@p', value: 100 }]],
  ['SELECT c.id, m.name FROM c JOIN m IN c.lunch_menus WHERE m.price > 120', []],
  ['SELECT c.id FROM c WHERE ARRAY_CONTAINS(@ids, c.id)', [{ name: '@ids', value: ['r1', 'r7', 'r299'] }]],
];

describe('linear queries in the local Cosmos DB server', () => {
  it('rewrites the quadratic collect pattern and nothing else', () => {
    const code = createQuery('SELECT c.city FROM c WHERE c.id = @id').code;
    const rewritten = linearizeQueryCode(code);
    expect(rewritten).not.toContain('[...$, {');
    expect(rewritten).toContain('.filter((c) => typeof c !== "undefined").map((c) => ({ c: c }))');
  });

  it('gives the same results as the original compiler for every kind of query the app runs', () => {
    const before = QUERIES.map(([sql, parameters]) => createQuery(sql).exec(docs, { parameters }));
    installLinearQueries();
    const after = QUERIES.map(([sql, parameters]) => {
      const query = createQuery(sql);
      expect(query.code, sql).not.toContain('[...$, {');
      return query.exec(docs, { parameters });
    });
    expect(after).toEqual(before);
  });
});
