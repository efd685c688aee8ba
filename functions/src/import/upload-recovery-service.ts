import { now } from '../app/clock';
import { pendingUploads, updateUpload, type UploadRecord } from '../data/upload-history-repository';
import { importBlobExists } from './import-blobs';
import { queueImport } from './import-message';
import { UPLOAD_LOST_MESSAGE } from './restaurant-import-service';

/**
 * No upload stays pending: a process that died between storing the file and queueing its import, or
 * a message lost with local storage (Azurite writes to disk only every 5 s), would leave the entry
 * pending for ever. The recovery (at start, and on the upload-recovery timer) queues such an upload
 * again when its file is still stored (the import is idempotent) and marks it failed when it is not.
 */

/**
 * How long a pending upload must have been neither queued nor started before the timer takes it as
 * lost. Longer than the queue's own redelivery of a crashed worker's message (the host's 10-minute
 * lease) and than a 10 MB import (about a minute), so a healthy import is not queued twice (a second
 * message would be harmless: the import is idempotent and its history writes are conditional).
 */
export const RECOVERY_AGE_MS = 15 * 60_000;
/** Times one upload is queued again before it is given up (a file that kills the worker must not loop). */
export const MAX_RECOVERIES = 3;
export const IMPORT_GAVE_UP_MESSAGE = 'The import did not finish after several tries; please check the file and upload it again';

/** When anything last happened to the upload: queued (at upload or by a recovery) or picked up by a worker. */
export function lastActivity(upload: Pick<UploadRecord, 'timestamp' | 'queuedAt' | 'importStartedAt'>): number {
  return Math.max(Date.parse(upload.queuedAt ?? upload.timestamp) || 0, upload.importStartedAt ? Date.parse(upload.importStartedAt) || 0 : 0);
}

/** Pending, and idle since before `idleBefore`. */
export function isRecoveryDue(upload: Pick<UploadRecord, 'status' | 'timestamp' | 'queuedAt' | 'importStartedAt'>, idleBefore: Date): boolean {
  return upload.status === 'pending' && lastActivity(upload) < idleBefore.getTime();
}

export interface RecoveryResult {
  requeued: number;
  failed: number;
  /** Uploads the recovery could not handle this time (storage or database errors), with why; tried again next run. */
  errors: string[];
}

/**
 * Recovers the pending uploads idle since before `idleBefore`: by default those idle for
 * RECOVERY_AGE_MS (the timer, and the start of an Azure instance, whose siblings may be importing).
 * The local stack passes its start time: nothing can be importing before its queue runner starts.
 * Each decision is written with If-Match against the entry it was made on, so a worker that finished
 * meanwhile, or a second recovery on another instance, wins and this one writes nothing.
 */
export async function recoverPendingUploads(idleBefore = new Date(now().getTime() - RECOVERY_AGE_MS)): Promise<RecoveryResult> {
  const result: RecoveryResult = { requeued: 0, failed: 0, errors: [] };
  for (const upload of await pendingUploads()) {
    if (!isRecoveryDue(upload, idleBefore)) continue;
    try {
      const outcome = await recoverUpload(upload, idleBefore);
      if (outcome) result[outcome]++;
    } catch (err) {
      result.errors.push(`${upload.id}: ${(err as Error).message}`);
    }
  }
  return result;
}

async function recoverUpload(upload: UploadRecord, idleBefore: Date): Promise<'requeued' | 'failed' | undefined> {
  const fileKept = await importBlobExists(upload.blobName);
  const at = now().toISOString();
  let decision: 'requeued' | 'failed' | undefined;
  const written = await updateUpload(upload.userId, upload.id, (current) => {
    decision = undefined;
    if (!isRecoveryDue(current, idleBefore)) return current; // finished or started meanwhile: not ours to decide
    decision = 'failed';
    if (!fileKept) return { ...current, status: 'error', message: UPLOAD_LOST_MESSAGE, finishedAt: at };
    if ((current.recoveries ?? 0) >= MAX_RECOVERIES) return { ...current, status: 'error', message: IMPORT_GAVE_UP_MESSAGE, finishedAt: at };
    decision = 'requeued';
    return { ...current, queuedAt: at, recoveries: (current.recoveries ?? 0) + 1 };
  });
  if (!written) return undefined; // deleted meanwhile
  // Queued after the entry says so: if this send fails, the entry is idle again in RECOVERY_AGE_MS and the next run retries.
  if (decision === 'requeued') await queueImport(upload);
  return decision;
}
