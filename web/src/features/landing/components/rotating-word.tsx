/** Spec section 2 and 9: the headline word cycles every 1.3 seconds (the page script turns it, pages/rotating-word.ts). */
export const ROTATING_WORDS = ['General', 'Jobs', 'Liberia'] as const;

/** Each word inside the words that make "Find ..." a sentence, whichever is showing. */
const HEADLINE_ENDINGS: Record<(typeof ROTATING_WORDS)[number], string> = {
  General: 'general work',
  Jobs: 'jobs',
  Liberia: 'work in Liberia',
};

/**
 * The ending in the brand red. Hidden from screen readers, which would otherwise re-read it every 1.3 s
 * (the heading carries "work in Liberia" for them). Every ending sits in the same grid cell and only
 * the current one is visible: the box is as wide as the longest and no text is ever replaced, so the
 * headline keeps its lines and nothing on the page moves (buttons that jump on a phone invite mis-taps).
 */
export function RotatingWord() {
  const [current] = ROTATING_WORDS;
  return (
    <span className="rotating-word text-danger" aria-hidden="true" data-testid="rotating-word" data-word={current}>
      {ROTATING_WORDS.map((word) => (
        <span key={word} data-word={word} className={word === current ? undefined : 'rotating-word-other'}>
          {HEADLINE_ENDINGS[word]}
        </span>
      ))}
    </span>
  );
}
