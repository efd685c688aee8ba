import { BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import { DefaultAzureCredential } from '@azure/identity';
import { getConfig } from '../config';

let blobService: BlobServiceClient | undefined;
let queueService: QueueServiceClient | undefined;
let credential: DefaultAzureCredential | undefined;

const identity = () => (credential ??= new DefaultAzureCredential());

/** Blob service from the same setting the Functions runtime uses (AzureWebJobsStorage). */
export function blobServiceClient(): BlobServiceClient {
  if (blobService) return blobService;
  const storage = getConfig().storage;
  blobService = storage.kind === 'connectionString'
    ? BlobServiceClient.fromConnectionString(storage.connectionString)
    : new BlobServiceClient(storage.blobServiceUri, identity());
  return blobService;
}

export function queueServiceClient(): QueueServiceClient {
  if (queueService) return queueService;
  const storage = getConfig().storage;
  queueService = storage.kind === 'connectionString'
    ? QueueServiceClient.fromConnectionString(storage.connectionString)
    : new QueueServiceClient(storage.queueServiceUri, identity());
  return queueService;
}

export function menuImagesContainer(): ContainerClient {
  return blobServiceClient().getContainerClient(getConfig().menuImagesContainer);
}

/** Blob containers and queues the app uses; created at start locally, by infra in Azure. */
export const BLOB_CONTAINERS = ['menu-images', 'restaurants-import'] as const;
export const QUEUES = ['fast', 'slow', 'imggen', 'rank', 'error'] as const;
export type QueueName = (typeof QUEUES)[number];

/** Where the Functions host moves a queue's messages that failed maxDequeueCount times. */
export function poisonQueueName(queue: QueueName): `${QueueName}-poison` {
  return `${queue}-poison`;
}

export async function ensureStorage(): Promise<void> {
  await Promise.all([
    ...BLOB_CONTAINERS.map((name) => blobServiceClient().getContainerClient(name).createIfNotExists()),
    ...QUEUES.flatMap((name) => [name, poisonQueueName(name)]).map((name) => queueServiceClient().getQueueClient(name).createIfNotExists()),
  ]);
}
