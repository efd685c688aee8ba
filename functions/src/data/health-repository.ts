import { database } from './cosmos-client';

/** Reads the database's own record: the health probe's proof that Cosmos DB answers. */
export async function pingDatabase(): Promise<void> {
  await (await database()).read();
}
