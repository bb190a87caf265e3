/** The photo of the form, as the upload goes (spec 000 §5 Photo). */
export type PhotoStatus = 'done' | 'uploading' | 'error' | 'removed';

export interface PhotoState {
  status: PhotoStatus;
  /** The stored path (sent as academicPhotoModel.url); null when there is none. */
  storagePath: string | null;
  /** What the screen shows: a signed address or a local preview. */
  previewUrl: string | null;
  irregular: boolean;
  error?: string;
}

/** What Save must refuse before sending (spec 000 §5: the two upload messages). */
export function photoBlocker(p: PhotoState): 'uploading' | 'failed' | null {
  if (p.status === 'uploading') return 'uploading';
  if (p.status === 'error') return 'failed';
  return null;
}

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** One png, jpg or jpeg by its name and type; the server checks the content again. */
export function acceptedPhoto(file: { name: string; type: string }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const mime = TYPES[ext];
  if (!mime) return null;
  if (file.type && file.type !== mime && !(file.type === 'image/jpg' && mime === 'image/jpeg')) return null;
  return mime;
}
