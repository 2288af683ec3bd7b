import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterPageLoad } from './after-page-load';

describe('AfterPageLoad', () => {
  it('when rendered on the server, then it writes nothing, so the first client render matches', () => {
    expect(renderToString(<AfterPageLoad>banner</AfterPageLoad>)).toBe('');
  });

  it('when mounted in a loaded page, then its children follow once effects have run', async () => {
    render(
      <AfterPageLoad>
        <p>banner</p>
      </AfterPageLoad>,
    );
    expect(await screen.findByText('banner')).toBeTruthy();
  });
});
