import type { RoomPhoto } from '@contracts/board-pictures';
import { boxOf, type Placed } from '../model/composition';

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('An image could not be loaded. Please try again.'));
    image.src = src;
  });
}

/** The composition drawn on a canvas at the photo's own size: same-origin images only, so the canvas can be exported. */
export async function composePicture(photo: RoomPhoto, items: Placed[]): Promise<Blob> {
  const [background, ...cutouts] = await Promise.all([loadImage(photo.url), ...items.map((item) => loadImage(item.src))]);
  const canvas = document.createElement('canvas');
  canvas.width = photo.width;
  canvas.height = photo.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the picture.');
  context.drawImage(background!, 0, 0, photo.width, photo.height);
  items.forEach((item, index) => {
    const box = boxOf(item, photo.width, photo.height);
    context.save();
    context.translate(box.left + box.width / 2, box.top + box.height / 2);
    if (item.flipped) context.scale(-1, 1);
    context.drawImage(cutouts[index]!, -box.width / 2, -box.height / 2, box.width, box.height);
    context.restore();
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))), 'image/jpeg', 0.9),
  );
}
