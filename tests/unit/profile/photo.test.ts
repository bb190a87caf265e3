import { describe, expect, it } from 'vitest';
import { acceptedPhoto, photoBlocker, type PhotoState } from '@plugins/profile/client/photo';
import { rotatedSize } from '@plugins/profile/client/cropImage';

const photo = (status: PhotoState['status']): PhotoState => ({
  status,
  storagePath: null,
  previewUrl: null,
  irregular: false,
});

describe('Save and the photo upload (spec 000 §5)', () => {
  it('waits while uploading and refuses a failed upload', () => {
    expect(photoBlocker(photo('uploading'))).toBe('uploading');
    expect(photoBlocker(photo('error'))).toBe('failed');
    expect(photoBlocker(photo('done'))).toBeNull();
    expect(photoBlocker(photo('removed'))).toBeNull();
  });
});

describe('one png, jpg or jpeg (spec 000 §2)', () => {
  it.each([
    ['me.png', 'image/png', 'image/png'],
    ['me.JPG', 'image/jpeg', 'image/jpeg'],
    ['me.jpeg', '', 'image/jpeg'],
    ['me.gif', 'image/gif', null],
    ['me.png', 'text/plain', null],
    ['notes.txt', 'text/plain', null],
  ])('%s (%s) → %s', (name, type, want) => expect(acceptedPhoto({ name, type })).toBe(want));
});

describe('rotated bounding box', () => {
  it('keeps the size at 0° and swaps it at 90°', () => {
    expect(rotatedSize(160, 120, 0)).toEqual({ width: 160, height: 120 });
    const r = rotatedSize(160, 120, 90);
    expect(Math.round(r.width)).toBe(120);
    expect(Math.round(r.height)).toBe(160);
  });
});
