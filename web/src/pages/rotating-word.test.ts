import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RotatingWord } from '../features/landing/components/rotating-word';
import { ROTATION_MS, rotateWords } from './rotating-word';

/** The word a person sees: the one not hidden (the others only keep the box's width). */
const shown = () => document.querySelector('.rotating-word > :not(.rotating-word-other)')?.textContent;

describe('rotateWords', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = renderToString(createElement(RotatingWord));
  });
  afterEach(() => vi.useRealTimers());

  it("when 1.3 seconds pass, then the server's word moves on through General, Jobs and Liberia and starts again", () => {
    rotateWords();
    expect(shown()).toBe('General');
    vi.advanceTimersByTime(ROTATION_MS - 1);
    expect(shown()).toBe('General');
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('Jobs');
    vi.advanceTimersByTime(ROTATION_MS);
    expect(shown()).toBe('Liberia');
    vi.advanceTimersByTime(ROTATION_MS);
    expect(shown()).toBe('General');
  });
});
