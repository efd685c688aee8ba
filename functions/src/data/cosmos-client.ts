import https from 'node:https';
import { CosmosClient, type Container, type Database } from '@azure/cosmos';
import { DefaultAzureCredential } from '@azure/identity';
import { getConfig } from '../config';
import { CONTAINERS, type ContainerName } from './containers';

let client: CosmosClient | undefined;
let databaseReady: Promise<Database> | undefined;

/** One client per process: with a key for the local server or emulator, otherwise Entra ID via DefaultAzureCredential. */
export function cosmosClient(): CosmosClient {
  if (client) return client;
  const { endpoint, key, allowSelfSigned } = getConfig().cosmos;
  // The local server uses a self-signed certificate; TLS checks are relaxed for that loopback endpoint only.
  const agent = allowSelfSigned ? new https.Agent({ rejectUnauthorized: false, keepAlive: true }) : undefined;
  client = key
    ? new CosmosClient({ endpoint, key, agent, connectionPolicy: { enableEndpointDiscovery: !allowSelfSigned } })
    : new CosmosClient({ endpoint, aadCredentials: new DefaultAzureCredential() });
  return client;
}

/**
 * The database and its containers. With key auth (local server, emulator) they are created when
 * missing; with identity they are provisioned by infra (data-plane roles cannot create containers).
 */
export function database(): Promise<Database> {
  databaseReady ??= (async () => {
    const { database: id, key } = getConfig().cosmos;
    const c = cosmosClient();
    if (!key) return c.database(id);
    const { database: db } = await c.databases.createIfNotExists({ id });
    for (const def of Object.values(CONTAINERS)) {
      await db.containers.createIfNotExists({
        id: def.id,
        partitionKey: { paths: [def.partitionKey] },
        ...(def.defaultTtl ? { defaultTtl: def.defaultTtl } : {}),
      });
    }
    return db;
  })().catch((err) => {
    databaseReady = undefined; // let the next call try again instead of caching the failure
    throw err;
  });
  return databaseReady;
}

export async function container(name: ContainerName): Promise<Container> {
  return (await database()).container(CONTAINERS[name].id);
}
