import { CV_PAGE_MAX_BYTES, CV_PAGES_FULL, CV_PAGES_MAX } from '@lj/contract';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * Why the chosen photos cannot be sent, or null: checked before any data is spent. The server checks
 * the same limits (and the content) again.
 */
export function photoProblem(photos: File[], room: number): string | null {
  if (photos.length === 0) return null;
  if (room <= 0) return CV_PAGES_FULL;
  if (photos.length > room) {
    return `A photo CV can have at most ${CV_PAGES_MAX} pages: choose ${room === 1 ? 'one more page' : `at most ${room} more pages`}.`;
  }
  const wrong = photos.find((photo) => !PHOTO_TYPES.has(photo.type));
  if (wrong) return `${wrong.name} is not a JPEG or PNG photo. Choose photos of your CV pages.`;
  const large = photos.find((photo) => photo.size > CV_PAGE_MAX_BYTES);
  if (large)
    return `${large.name} is larger than ${Math.round(CV_PAGE_MAX_BYTES / (1024 * 1024))} MB. Choose a smaller photo.`;
  return null;
}
