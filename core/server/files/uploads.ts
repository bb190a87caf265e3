import type { FastifyRequest } from 'fastify';
import { validation } from '../http/appError.js';
import type { Kernel } from '../kernel.js';
import { kernelDbOf } from '../db/handles.js';
import { fileTooLarge, readingMultipart } from './multipartFaults.js';
import { checkedType } from './fileType.js';
import { keptFileName } from './fileName.js';
import { checkUploadQuota, lockUploads, recordUpload, type UploadQuota } from './uploadRecords.js';

export interface Upload {
  bytes: Buffer;
  /** The type found in the content (never the name's). */
  ext: string;
  mime: string;
  /** The name the browser sent, for display only, as keptFileName keeps it (at most 200 characters). */
  fileName: string;
  /** The other form fields of the request, as strings. */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request, checks its size and its type by content, and
 * answers it with the other fields. Files are only ever stored, never executed or parsed here.
 * Faults of the body (too large, too many parts, cut off) answer 400/413 VALIDATION envelopes.
 */
export async function readUpload(
  request: FastifyRequest,
  opts: { allowed: string[]; maxBytes: number; label?: string },
): Promise<Upload> {
  if (!request.isMultipart()) throw validation('Send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  const found = await readingMultipart(opts.maxBytes, async () => {
    let file: { bytes: Buffer; fileName: string } | null = null;
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw fileTooLarge(opts.maxBytes);
        file = { bytes, fileName: keptFileName(part.filename) };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    return file;
  });
  if (!found || found.bytes.length === 0) throw validation('Please choose a file.');
  return { ...found, ...(await checkedType(found.bytes, opts)), fields };
}

/** The file's type by content (core/server/files/fileType.ts), for callers that read parts themselves. */
export { checkedType };

/**
 * Stores an upload under <folder>/ and records who uploaded it and its size, so that later calls
 * can check a path the browser sends back is one this user uploaded (issue 14: a photo path must
 * be theirs). With a quota, the user's earlier uploads into the folder are counted first, one
 * upload of theirs at a time, and an upload past it is refused (RATE_LIMITED) before it is stored.
 */
export async function storeUpload(
  kernel: Kernel,
  userId: number,
  folder: string,
  upload: Upload,
  opts: { quota?: UploadQuota } = {},
): Promise<string> {
  let storagePath: string | null = null;
  try {
    return await kernelDbOf(kernel)
      .transaction()
      .execute(async (trx) => {
        if (opts.quota) {
          await lockUploads(trx, userId);
          await checkUploadQuota(trx, userId, folder, upload.bytes.length, opts.quota);
        }
        storagePath = await kernel.store.save(folder, upload.bytes, upload.ext);
        await recordUpload(trx, storagePath, userId, upload.bytes.length);
        return storagePath;
      });
  } catch (e) {
    if (storagePath) await kernel.store.delete(storagePath).catch(() => {});
    throw e;
  }
}
