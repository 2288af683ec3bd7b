/** Spec: the headline word cycles through its words every 1.3 seconds (features/landing/components/rotating-word.tsx renders them). */
export const ROTATION_MS = 1300;
const OTHER = 'rotating-word-other';

/** Every word is in the page; only the shown one lacks the hiding class, so nothing on the page moves. */
export function rotateWords(): void {
  for (const box of document.querySelectorAll<HTMLElement>('.rotating-word')) {
    const words = [...box.children] as HTMLElement[];
    if (words.length < 2) continue;
    let index = Math.max(
      0,
      words.findIndex((word) => !word.classList.contains(OTHER)),
    );
    setInterval(() => {
      words[index]?.classList.add(OTHER);
      index = (index + 1) % words.length;
      words[index]?.classList.remove(OTHER);
      box.dataset.word = words[index]?.dataset.word ?? '';
    }, ROTATION_MS);
  }
}
