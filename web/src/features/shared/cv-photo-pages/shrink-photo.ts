import { CV_PAGE_LONG_SIDE } from '@lj/contract';

/** Below this a photo is sent as it is: shrinking it would save little data. */
const SMALL_ENOUGH_BYTES = 600 * 1024;

/**
 * Shrinks a phone photo in the browser before it is sent (docs/decisions/0035-cv-photo-pages.md): the long side to the
 * size the server keeps anyway, JPEG at 0.85, upright, without its EXIF. A 4 MB photo becomes about
 * 300 KB of mobile data. The server still checks and re-encodes whatever arrives; when the browser
 * cannot decode the file, it is sent unchanged and the server decides.
 */
export async function shrinkPhoto(photo: File): Promise<File> {
  if (photo.size <= SMALL_ENOUGH_BYTES || typeof createImageBitmap !== 'function') return photo;
  try {
    const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
    const scale = Math.min(1, CV_PAGE_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= photo.size) return photo;
    return new File([blob], `${photo.name.replace(/\.\w+$/, '')}.jpg`, { type: 'image/jpeg' });
  } catch {
    return photo;
  }
}
