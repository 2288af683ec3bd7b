import { act, render, screen } from '@testing-library/react';
import { ROTATION_MS, RotatingWord } from './rotating-word';

/** The word a person sees: the one not hidden (the others only keep the box's width). */
const shown = (word: HTMLElement) => word.querySelector(':scope > :not(.rotating-word-other)')?.textContent;

describe('RotatingWord', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when 1.3 seconds pass, then the word moves on through General, Jobs and Liberia and starts again', () => {
    render(<RotatingWord />);
    const word = screen.getByTestId('rotating-word');
    expect(shown(word)).toBe('General');

    act(() => vi.advanceTimersByTime(ROTATION_MS - 1));
    expect(shown(word)).toBe('General');

    act(() => vi.advanceTimersByTime(1));
    expect(shown(word)).toBe('Jobs');

    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(shown(word)).toBe('Liberia');

    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(shown(word)).toBe('General');
  });

  it('when it is removed, then its timer stops', () => {
    const { unmount } = render(<RotatingWord />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
