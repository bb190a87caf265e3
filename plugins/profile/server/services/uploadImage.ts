import type { FastifyRequest } from 'fastify';
import type { Actor } from '@core/server/auth/actor.js';
import { readUpload, storeUpload, type Upload } from '@core/server/files/uploads.js';
import { checkImagePixels } from '@core/server/files/imageLimits.js';
import type { Kernel } from '@core/server/kernel.js';
import type { UploadAnswer } from '@schemas/profile/profile.js';
import { PHOTO_MAX_BYTES } from '@schemas/profile/profileRules.js';

/** Signed addresses of freshly uploaded images live one hour; screens re-sign through the sasToken. */
export const IMAGE_URL_TTL = 3600;

export const IMAGE_LABEL = 'a png, jpg or jpeg image';

/** Reads one png/jpg/jpeg from a multipart request, checked by content and pixel size (spec 000 §5 Photo). */
export async function readImage(request: FastifyRequest): Promise<Upload> {
  const image = await readUpload(request, { allowed: ['png', 'jpg'], maxBytes: PHOTO_MAX_BYTES, label: IMAGE_LABEL });
  checkImagePixels(image.bytes);
  return image;
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
export async function uploadImage(kernel: Kernel, actor: Actor, request: FastifyRequest): Promise<UploadAnswer> {
  return storeImage(kernel, actor, await readImage(request));
}
