import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { WpaDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { Kernel } from '@core/server/kernel.js';
import { AppError } from '@core/server/http/appError.js';
import { sendFile } from '@core/server/http/fileReply.js';
import { isLanguageCode, languageFromHeader, type LanguageCode } from '@core/shared/languages.js';
import { PDF_CONTENT_TYPE } from '@schemas/wpa/calls.js';
import { WPA_ACCEPTED_STATUSES, type WpaStatus } from '../../machines/wpaForm.js';
import { renderPdf } from '../pdf/pdfPool.js';
import { wpaPdfDocument } from '../pdf/wpaPdfDocument.js';
import { wpaDetail } from './detail.js';

const IMAGE_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** A stored image as a data: URL for the document (null when missing or not an image we print). */
async function imageDataUrl(kernel: Kernel, storagePath: string | null): Promise<string | null> {
  if (!storagePath) return null;
  const mime = IMAGE_MIME[storagePath.split('.').pop()!.toLowerCase()];
  const file = mime ? await kernel.store.open(storagePath) : null;
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const c of file.stream) chunks.push(c as Buffer);
  return `data:${mime};base64,${Buffer.concat(chunks).toString('base64')}`;
}

/** 001 §7: 'WPAForm', the date and four random digits. */
export const pdfFileName = (now = new Date()) =>
  `WPAForm_${now.toISOString().slice(0, 10).replace(/-/g, '')}_${String(randomInt(10000)).padStart(4, '0')}.pdf`;

/**
 * academicWPAFormPdf/generatePdf (001 §4, §7): the printed form of an ACCEPTED or
 * ACCEPTED_OFFLINE WPA, for any reader of it; otherwise the envelope says why. The document is
 * built here and written by the worker pool, in the face of the user's language.
 */
export async function generatePdf(
  db: WpaDb,
  kernel: Kernel,
  actor: Actor,
  roles: (cohortProgId: number) => Promise<string[]>,
  body: { wpaApplId: number; language?: string | null },
  acceptLanguage: string | undefined,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const wpa = await wpaDetail(db, kernel, actor, roles, body.wpaApplId);
  if (!WPA_ACCEPTED_STATUSES.includes(wpa.wpaStatus as WpaStatus)) {
    throw new AppError(
      'INVALID_STATE',
      `The WPA form can be printed once it is accepted: this WPA is ${wpa.wpaStatus.replace(/_/g, ' ').toLowerCase()}.`,
    );
  }
  const language: LanguageCode = isLanguageCode(body.language) ? body.language : languageFromHeader(acceptLanguage);
  const now = new Date();
  const doc = wpaPdfDocument({
    wpa,
    language,
    signature: await imageDataUrl(kernel, wpa.signatureImgPath),
    printedAt: now.toISOString().slice(0, 10),
  });
  const bytes = await renderPdf(doc);
  return sendFile(reply, bytes, { fileName: pdfFileName(now), contentType: PDF_CONTENT_TYPE });
}
