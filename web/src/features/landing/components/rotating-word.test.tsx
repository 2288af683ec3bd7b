import { act, render, screen } from '@testing-library/react';
import { ROTATION_MS, RotatingWord } from './rotating-word';

describe('RotatingWord', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when 1.3 seconds pass, then the word moves on through General, Jobs and Liberia and starts again', () => {
    render(<RotatingWord />);
    const word = screen.getByTestId('rotating-word');
    expect(word).toHaveProperty('textContent', 'General');

    act(() => vi.advanceTimersByTime(ROTATION_MS - 1));
    expect(word).toHaveProperty('textContent', 'General');

    act(() => vi.advanceTimersByTime(1));
    expect(word).toHaveProperty('textContent', 'Jobs');

    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(word).toHaveProperty('textContent', 'Liberia');

    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(word).toHaveProperty('textContent', 'General');
  });

  it('when it is removed, then its timer stops', () => {
    const { unmount } = render(<RotatingWord />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
