import type { Actor } from '@core/server/auth/actor.js';
import { storeUpload, type Upload } from '@core/server/files/uploads.js';
import type { ReceivedFile } from '@core/server/http/multipartBody.js';
import type { Kernel } from '@core/server/kernel.js';
import type { UploadAnswer } from '@schemas/profile/profile.js';
import { PHOTO_LABEL } from '@schemas/profile/profileRules.js';

/** Signed addresses of freshly uploaded images live one hour; screens re-sign through the sasToken. */
export const IMAGE_URL_TTL = 3600;

export const IMAGE_LABEL = PHOTO_LABEL;

/**
 * The uploaded image, its type, size and pixels already checked by the kernel (the call spec's
 * multipart, schemas/profile/calls.ts; core/server/files/imageLimits.ts).
 */
export function readImage(file: ReceivedFile): Upload {
  return { ...file, fields: {} };
}

/** A signed address of a stored image for the caller's session (it ends with the session). */
export const imageUrl = (kernel: Kernel, actor: Actor, storagePath: string) =>
  `/files/${storagePath}?${kernel.files.suffix(storagePath, actor.sessionId, IMAGE_URL_TTL)}`;

/** The image quota of one user (IMAGE_UPLOADS_PER_HOUR, IMAGE_UPLOAD_BYTES_PER_DAY), counted by the kernel. */
const imageQuota = (kernel: Kernel) => ({
  perHour: kernel.config.imageUploadsPerHour,
  bytesPerDay: kernel.config.imageUploadBytesPerDay,
  label: 'images',
});

/**
 * Stores an image as the caller's upload and answers its path and a signed address. Every image
 * counts against the caller's quota (a photo saved with the profile too); past it, RATE_LIMITED.
 */
export async function storeImage(kernel: Kernel, actor: Actor, image: Upload): Promise<UploadAnswer> {
  const storagePath = await storeUpload(kernel, actor.userId, 'images', image, { quota: imageQuota(kernel) });
  return { storagePath, url: imageUrl(kernel, actor, storagePath) };
}

/** The one implementation behind every image upload path of spec 000 §7 'Uploads'. */
export async function uploadImage(kernel: Kernel, actor: Actor, file: ReceivedFile): Promise<UploadAnswer> {
  return storeImage(kernel, actor, readImage(file));
}
