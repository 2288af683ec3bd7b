import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('when a file is on its way, then the bar is named by its words and the rounded percentage', () => {
    render(<UploadProgress label="Sending page 2 of 3..." value={0.416} className="mt-2" />);
    const bar = screen.getByRole('progressbar', { name: 'Sending page 2 of 3... 42%' }) as HTMLProgressElement;
    expect(bar.value).toBe(0.416);
    expect(bar.max).toBe(1);
  });
});
