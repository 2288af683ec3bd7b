import { useCallback, useEffect, useRef } from 'react';

/**
 * A drop-down menu built on `<details>`/`<summary>`: the browser opens and closes it, so a tap works
 * from the first HTML, before the app has started and without scripts, and the summary tells assistive
 * technology whether it is expanded. React never renders `open` (the server's HTML and the first render
 * stay identical, and a menu opened before hydration stays open); the app only closes it: `close()`
 * (after following a link), a press outside it, or Escape, which gives the focus back to the summary
 * when it was in the menu. (The phone navbar's toggler, site-header.tsx, is a `<details>` too.)
 */
export function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      const focusInside = details.contains(document.activeElement);
      details.open = false;
      if (focusInside) details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return { ref, close };
}
