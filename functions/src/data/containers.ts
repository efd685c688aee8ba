/**
 * Cosmos DB containers and their partition keys, chosen for the queries that run most:
 * - restaurants by /city: the public list reads one city at a time, so it is a single-partition query;
 *   a city's restaurants stay far below the 20 GB logical-partition limit.
 * - users by /id (the lowercased username): login is a point read.
 * - sessions by /id (SHA-256 of the session token): every signed-in request is a point read. In Azure
 *   the container's TTL removes sessions 12 h after their last write; expiry itself is enforced by
 *   timestamps on every request, so it also holds on the local server, which has no TTL.
 * - loginAttempts by /id ("user:<name>", "ip:<address>" or "device:<device id>"; "claim-ip:<address>"
 *   counts owner claims): throttling shared by all instances.
 * - devices by /id (SHA-256 of the device cookie's token): a login with a device cookie is a point
 *   read. TTL 180 days in Azure, the cookie's lifetime; expiry is also checked from the timestamp.
 * - todos by /userId: a user only ever reads and writes their own board.
 * - auditLog by /day (YYYY-MM-DD): written once per admin action, read newest-first by day.
 * - meta by /id: small bookkeeping documents (seed marker, restaurant moves in progress).
 * - deletedRestaurants by /id: deleted restaurants, kept for restore; TTL 90 days in Azure (the
 *   local server has no TTL and keeps them until removed).
 * - extractionJobs by /queue: the bulk AI extraction queue, one item per restaurant. Every item is in
 *   the one partition "bulk": the status poll (every 2 s) reads them all, a few hundred at most, as a
 *   single-partition query. TTL 7 days in Azure, so a forgotten queue does not stay forever.
 * - logs by /day (UTC YYYY-MM-DD): the one log store (request errors, slow requests, system events,
 *   worker failures, client errors). A day's writes share one logical partition, far below its limits
 *   at this app's log volume (a partition takes ~10,000 RU/s and 20 GB); the Monitoring screen reads
 *   newest first, which starts in today's partition, and retention removes whole days. TTL 30 days in
 *   Azure; the local server has no TTL, so the local host prunes older days at start.
 * - analyticsCounts by /city: first-party analytics, one small counter document per city, day, kind
 *   and key (no personal data). The admin summary reads one city's last 7 days, a single-partition
 *   query. TTL 90 days in Azure (the local server keeps them).
 * - uploads by /userId: the spreadsheet upload history; a user reads only their own latest 5, a
 *   single-partition query. TTL 90 days in Azure.
 * - workflowRuns by /runId: one document per triggered harvest run and one per restaurant it harvested
 *   (created once, so a redelivered message counts once); the run's summary is one single-partition
 *   query over its few hundred outcomes at most. TTL 30 days in Azure.
 * - menuReviews by /restaurantId: harvest readings waiting for an admin's review, and the decided ones.
 *   A review's id starts with its restaurant's id, so reading, claiming and deciding one is a point
 *   read and etag-conditioned writes in one partition; superseding a restaurant's older waiting reading
 *   is a single-partition query. The list (waiting: a few hundred at most) is one cross-partition query.
 * - ownerWeeks by /restaurantId: an owner's week (draft and published), id `${restaurantId}.${isoWeek}`;
 *   the editor reads and writes it with point operations conditioned on its etag.
 * - ownerReminders by /restaurantId: the Thursday reminder for a restaurant's unpublished next week,
 *   id `${restaurantId}.${isoWeek}.${userId}` (created once: idempotent). TTL 60 days in Azure.
 * - ownerClaims by /restaurantId: owners' requests for access; the back-office list (a few dozen at
 *   most) is one cross-partition query, deciding one is an etag-conditioned replace.
 * - ownerInvites by /id (SHA-256 of the invitation token, which is never stored): accepting is a point
 *   read and an etag-conditioned replace, so a link is used once; a restaurant's few invites are listed
 *   with a cross-partition query.
 */
export const CONTAINERS = {
  restaurants: { id: 'restaurants', partitionKey: '/city', defaultTtl: undefined },
  users: { id: 'users', partitionKey: '/id', defaultTtl: undefined },
  sessions: { id: 'sessions', partitionKey: '/id', defaultTtl: 12 * 3600 },
  loginAttempts: { id: 'loginAttempts', partitionKey: '/id', defaultTtl: 24 * 3600 },
  devices: { id: 'devices', partitionKey: '/id', defaultTtl: 180 * 24 * 3600 },
  todos: { id: 'todos', partitionKey: '/userId', defaultTtl: undefined },
  auditLog: { id: 'auditLog', partitionKey: '/day', defaultTtl: undefined },
  meta: { id: 'meta', partitionKey: '/id', defaultTtl: undefined },
  deletedRestaurants: { id: 'deletedRestaurants', partitionKey: '/id', defaultTtl: 90 * 24 * 3600 },
  extractionJobs: { id: 'extractionJobs', partitionKey: '/queue', defaultTtl: 7 * 24 * 3600 },
  logs: { id: 'logs', partitionKey: '/day', defaultTtl: 30 * 24 * 3600 },
  uploads: { id: 'uploads', partitionKey: '/userId', defaultTtl: 90 * 24 * 3600 },
  analyticsCounts: { id: 'analyticsCounts', partitionKey: '/city', defaultTtl: 90 * 24 * 3600 },
  workflowRuns: { id: 'workflowRuns', partitionKey: '/runId', defaultTtl: 30 * 24 * 3600 },
  menuReviews: { id: 'menuReviews', partitionKey: '/restaurantId', defaultTtl: undefined },
  ownerWeeks: { id: 'ownerWeeks', partitionKey: '/restaurantId', defaultTtl: undefined },
  ownerReminders: { id: 'ownerReminders', partitionKey: '/restaurantId', defaultTtl: 60 * 24 * 3600 },
  ownerClaims: { id: 'ownerClaims', partitionKey: '/restaurantId', defaultTtl: undefined },
  ownerInvites: { id: 'ownerInvites', partitionKey: '/id', defaultTtl: undefined },
} as const satisfies Record<string, { id: string; partitionKey: string; defaultTtl: number | undefined }>;

export type ContainerName = keyof typeof CONTAINERS;
