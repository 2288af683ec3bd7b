/** Product decisions (Uploads): what the server accepts; checked here too so a wrong file is refused before sending. */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp';
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const RESUME_MAX_BYTES = 10 * 1024 * 1024;
const PICTURE_TYPES = PICTURE_ACCEPT.split(',');
const RESUME_EXTENSIONS = RESUME_ACCEPT.split(',');

/** Why a picture cannot be sent, or null when it can. */
export function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > PICTURE_MAX_BYTES) return 'The picture is larger than 5 MB. Choose a smaller one.';
  return null;
}

/** Why a resume cannot be sent, or null when it can. */
export function resumeProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'Choose a PDF, DOC or DOCX file.';
  if (file.size > RESUME_MAX_BYTES) return 'The file is larger than 10 MB. Choose a smaller one.';
  return null;
}
