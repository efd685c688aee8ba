/**
 * Cosmos DB containers and their partition keys, chosen for the queries that run most:
 * - restaurants by /city: the public list reads one city at a time, so it is a single-partition query;
 *   a city's restaurants stay far below the 20 GB logical-partition limit.
 * - meta by /id: small bookkeeping documents (seed marker) read by id.
 */
export const CONTAINERS = {
  restaurants: { id: 'restaurants', partitionKey: '/city', defaultTtl: undefined as number | undefined },
  meta: { id: 'meta', partitionKey: '/id', defaultTtl: undefined as number | undefined },
} as const;

export type ContainerName = keyof typeof CONTAINERS;
