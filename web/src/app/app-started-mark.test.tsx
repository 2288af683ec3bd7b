import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_STARTED_MARK, AppStartedMark } from './app-started-mark';

const marks = () => performance.getEntriesByName(APP_STARTED_MARK);

describe('AppStartedMark', () => {
  afterEach(() => performance.clearMarks(APP_STARTED_MARK));

  it('when rendered on the server, then it writes nothing and marks nothing', () => {
    expect(renderToString(<AppStartedMark />)).toBe('');
    expect(marks()).toHaveLength(0);
  });

  it('when its boundary commits, then the start is marked, once however often the page renders', () => {
    const { rerender } = render(
      <Suspense fallback={null}>
        <AppStartedMark />
      </Suspense>,
    );
    rerender(
      <Suspense fallback={null}>
        <AppStartedMark />
      </Suspense>,
    );
    expect(marks()).toHaveLength(1);
  });
});
