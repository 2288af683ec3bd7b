import { useEffect, useState } from 'react';

/** Spec section 2 and 9: the headline word cycles every 1.3 seconds. */
export const ROTATING_WORDS = ['General', 'Jobs', 'Liberia'] as const;
export const ROTATION_MS = 1300;

/** The word in the brand red. Hidden from screen readers, which would otherwise re-read it every 1.3 s. */
export function RotatingWord() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % ROTATING_WORDS.length), ROTATION_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="text-danger" aria-hidden="true" data-testid="rotating-word">
      {ROTATING_WORDS[index]}
    </span>
  );
}
