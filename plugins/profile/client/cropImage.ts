import type { Area } from 'react-easy-crop';

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The picture cannot be read.'));
    img.src = src;
  });

/** The size of a w×h box turned by `rotation` degrees. */
export function rotatedSize(width: number, height: number, rotation: number) {
  const r = (rotation * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(r) * width) + Math.abs(Math.sin(r) * height),
    height: Math.abs(Math.sin(r) * width) + Math.abs(Math.cos(r) * height),
  };
}

/**
 * Draws the picture turned by `rotation`, then cuts react-easy-crop's pixel area (given in the
 * turned picture's coordinates) into a square of its own size; no scaling, so a small crop
 * stays small and is flagged irregular.
 */
export async function cropImage(src: string, area: Area, rotation: number, mime: string) {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const turned = document.createElement('canvas');
  turned.width = Math.round(box.width);
  turned.height = Math.round(box.height);
  const tctx = turned.getContext('2d')!;
  tctx.translate(turned.width / 2, turned.height / 2);
  tctx.rotate((rotation * Math.PI) / 180);
  tctx.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  tctx.drawImage(image, 0, 0);

  const side = Math.max(1, Math.round(Math.min(area.width, area.height)));
  const out = document.createElement('canvas');
  out.width = side;
  out.height = side;
  out.getContext('2d')!.drawImage(turned, Math.round(area.x), Math.round(area.y), side, side, 0, 0, side, side);
  const type = mime === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, type, 0.92));
  if (!blob) throw new Error('The picture cannot be cropped.');
  return { blob, side, type, natural: { width: image.naturalWidth, height: image.naturalHeight } };
}
