import { CV_PAGE_MAX_BYTES, CV_PAGES_FULL } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-problem';

const photo = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

describe('photos of a paper CV, before they are sent', () => {
  it('when JPEG and PNG photos fit the room left, then nothing stops them', () => {
    expect(photoProblem([photo('a.jpg', 'image/jpeg'), photo('b.png', 'image/png')], 5)).toBeNull();
  });

  it('when the CV is full or more photos are chosen than fit, then it says how many may go', () => {
    expect(photoProblem([photo('a.jpg', 'image/jpeg')], 0)).toBe(CV_PAGES_FULL);
    expect(photoProblem([photo('a.jpg', 'image/jpeg'), photo('b.jpg', 'image/jpeg')], 1)).toBe(
      'A photo CV can have at most 5 pages: choose one more page.',
    );
  });

  it('when a file is not a JPEG or PNG, or too large, then it is named in the sentence', () => {
    expect(photoProblem([photo('cv.pdf', 'application/pdf')], 5)).toBe(
      'cv.pdf is not a JPEG or PNG photo. Choose photos of your CV pages.',
    );
    expect(photoProblem([photo('big.jpg', 'image/jpeg', CV_PAGE_MAX_BYTES + 1)], 5)).toBe(
      'big.jpg is larger than 10 MB. Choose a smaller photo.',
    );
  });
});
