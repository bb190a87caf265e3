import { EXEMPTED_HOURS_MAX } from '@schemas/key-documents/keyDocuments';
import { isAccepted } from './fileKinds';

/**
 * The upload form's own checks (spec 002 §5), made before anything is sent; the server makes the
 * same ones and answers with the spec's words (schemas/key-documents/messages.ts).
 */

/** 0 to 999.99 with at most 2 decimals. */
const HOURS = /^\d{1,3}(\.\d{1,2})?$/;

export function hoursError(value: string): 'required' | 'range' | null {
  const v = value.trim();
  if (!v) return 'required';
  if (!HOURS.test(v) || Number(v) > EXEMPTED_HOURS_MAX) return 'range';
  return null;
}

/**
 * One file ('Maximum uploads 1 files.', 'Please select file.'), of an accepted type by its name
 * (the server checks the content), within the configured size ('File size must be less than
 * {n}MB.'; a file of exactly n MB is the largest the server takes).
 */
export function fileError(
  files: readonly { name: string; size: number }[],
  maxMb: number,
): 'select' | 'max' | 'type' | 'size' | null {
  if (files.length > 1) return 'max';
  const f = files[0];
  if (!f) return 'select';
  if (!isAccepted(f.name)) return 'type';
  if (f.size > maxMb * 1024 * 1024) return 'size';
  return null;
}
