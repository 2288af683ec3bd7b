/** Spec section 2 and 9: the headline word cycles every 1.3 seconds (the page script turns it, pages/rotating-word.ts). */
export const ROTATING_WORDS = ['General', 'Jobs', 'Liberia'] as const;

/**
 * The word in the brand red. Hidden from screen readers, which would otherwise re-read it every 1.3 s.
 * Every word sits in the same grid cell and only the current one is visible: the box is as wide as
 * the longest word and no text is ever replaced, so the headline keeps its lines and nothing on the
 * page moves (buttons that jump with each word on a phone invite mis-taps).
 */
export function RotatingWord() {
  const [current] = ROTATING_WORDS;
  return (
    <span className="rotating-word text-danger" aria-hidden="true" data-testid="rotating-word" data-word={current}>
      {ROTATING_WORDS.map((word) => (
        <span key={word} className={word === current ? undefined : 'rotating-word-other'}>
          {word}
        </span>
      ))}
    </span>
  );
}
