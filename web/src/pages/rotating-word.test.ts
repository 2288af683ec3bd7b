import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RotatingWord } from '../features/landing/components/rotating-word';
import { ROTATION_MS, rotateWords } from './rotating-word';

/** The word a person sees: the one not hidden (the others only keep the box's width). */
const shown = () => document.querySelector('.rotating-word > :not(.rotating-word-other)')?.textContent;
const boxWord = () => document.querySelector<HTMLElement>('.rotating-word')?.dataset.word;

describe('rotateWords', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = renderToString(createElement(RotatingWord));
  });
  afterEach(() => vi.useRealTimers());

  it("when 1.3 seconds pass, then the server's word moves on through General, Jobs and Liberia and starts again", () => {
    rotateWords();
    expect([shown(), boxWord()]).toEqual(['general work', 'General']);
    vi.advanceTimersByTime(ROTATION_MS - 1);
    expect(boxWord()).toBe('General');
    vi.advanceTimersByTime(1);
    expect([shown(), boxWord()]).toEqual(['jobs', 'Jobs']);
    vi.advanceTimersByTime(ROTATION_MS);
    expect([shown(), boxWord()]).toEqual(['work in Liberia', 'Liberia']);
    vi.advanceTimersByTime(ROTATION_MS);
    expect(boxWord()).toBe('General');
  });

  it('when any word shows, then the headline reads as a sentence', () => {
    rotateWords();
    const sentences = [];
    for (let step = 0; step < 3; step++) {
      sentences.push(`Find ${shown()}`);
      vi.advanceTimersByTime(ROTATION_MS);
    }
    expect(sentences).toEqual(['Find general work', 'Find jobs', 'Find work in Liberia']);
  });
});
