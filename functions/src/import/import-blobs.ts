import { blobServiceClient } from '../data/storage';

/** The container uploaded spreadsheets are kept in (BLOB_CONTAINERS, created at start locally, by infra in Azure). */
export const IMPORT_CONTAINER = 'restaurants-import';

const importContainer = () => blobServiceClient().getContainerClient(IMPORT_CONTAINER);

/** Stores an upload; metadata values must be ASCII in Azure, so the original name is URI-encoded. */
export async function storeImportBlob(blobName: string, bytes: Buffer, meta: { uploadedBy: string; fileName: string; contentType: string; uploadId: string }): Promise<void> {
  await importContainer()
    .getBlockBlobClient(blobName)
    .uploadData(bytes, {
      blobHTTPHeaders: { blobContentType: meta.contentType || 'application/octet-stream' },
      metadata: { uploadedby: encodeURIComponent(meta.uploadedBy), originalname: encodeURIComponent(meta.fileName), uploadid: meta.uploadId },
      conditions: { ifNoneMatch: '*' },
    });
}

/** The upload's bytes, or undefined when the blob is gone. */
export async function readImportBlob(blobName: string): Promise<Buffer | undefined> {
  try {
    return await importContainer().getBlockBlobClient(blobName).downloadToBuffer();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return undefined;
    throw err;
  }
}

export async function deleteImportBlob(blobName: string): Promise<void> {
  await importContainer().getBlockBlobClient(blobName).deleteIfExists();
}

/** Whether the upload's file is still stored (the recovery's test before it queues an import again). */
export async function importBlobExists(blobName: string): Promise<boolean> {
  return importContainer().getBlockBlobClient(blobName).exists();
}
