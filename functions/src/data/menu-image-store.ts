import { RestError } from '@azure/storage-blob';
import { menuImagesContainer } from './storage';

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
  etag?: string;
  lastModified?: Date;
}

export async function readMenuImage(name: string): Promise<StoredImage | undefined> {
  try {
    const response = await menuImagesContainer().getBlockBlobClient(name).download();
    const chunks: Buffer[] = [];
    for await (const chunk of response.readableStreamBody!) chunks.push(Buffer.from(chunk as Buffer));
    return { bytes: Buffer.concat(chunks), contentType: response.contentType ?? 'image/webp', etag: response.etag, lastModified: response.lastModified };
  } catch (err) {
    if (err instanceof RestError && err.statusCode === 404) return undefined;
    throw err;
  }
}

/** Idempotent: writing the same name again replaces the image. */
export async function writeMenuImage(name: string, bytes: Buffer, contentType = 'image/webp', metadata: Record<string, string> = {}): Promise<void> {
  await menuImagesContainer().getBlockBlobClient(name).uploadData(bytes, {
    blobHTTPHeaders: { blobContentType: contentType, blobCacheControl: 'public, max-age=86400' },
    metadata,
  });
}

export async function listMenuImageNames(prefix = ''): Promise<Set<string>> {
  const names = new Set<string>();
  for await (const blob of menuImagesContainer().listBlobsFlat({ prefix })) names.add(blob.name);
  return names;
}
