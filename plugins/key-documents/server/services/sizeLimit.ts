import type { Kernel } from '@core/server/kernel.js';
import { DEFAULT_KEY_DOCUMENT_MAX_MB } from '@schemas/key-documents/fileTypes.js';

const MB = 1024 * 1024;

/**
 * The largest key document in bytes: SYSTEM_CONFIG KEY_DOCUMENT_FILE_SIZE (parmValue1, in MB),
 * else 10 MB (spec 002 §5, §9). Read at each upload, so a change applies at once on every server.
 */
export async function keyDocumentMaxBytes(kernel: Kernel): Promise<number> {
  const mb = Number(await kernel.systemParameters.value('SYSTEM_CONFIG', 'KEY_DOCUMENT_FILE_SIZE'));
  return Math.round((Number.isFinite(mb) && mb > 0 && mb <= 1024 ? mb : DEFAULT_KEY_DOCUMENT_MAX_MB) * MB);
}
