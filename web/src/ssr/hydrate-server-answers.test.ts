import { dehydrate, InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerAnswers, SERVER_ANSWERS_FRESH_MS } from './hydrate-server-answers';

/** The server side: one answer fetched and dehydrated into the page. */
async function serverState() {
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: ['jobs', 1], queryFn: () => ({ title: 'Nurse' }) });
  return dehydrate(server);
}

/** A screen mounting: an observer that fetches on mount when its data is stale. */
function mount(client: QueryClient, queryKey: unknown[], queryFn: () => unknown) {
  const observer = new QueryObserver(client, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return unsubscribe;
}

describe('hydrateServerAnswers', () => {
  it('when a screen mounts right after hydration, then it uses the server answer without fetching it again', async () => {
    const client = new QueryClient();
    hydrateServerAnswers(client, await serverState());
    const queryFn = vi.fn(() => ({ title: 'Nurse' }));
    mount(client, ['jobs', 1], queryFn)();
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(['jobs', 1])).toEqual({ title: 'Nurse' });
  });

  it('when the window has passed, then a mounting screen fetches as usual', async () => {
    let clock = 1_000_000;
    const client = new QueryClient();
    hydrateServerAnswers(client, await serverState(), () => clock);
    clock += SERVER_ANSWERS_FRESH_MS + 1;
    const queryFn = vi.fn(() => ({ title: 'Nurse (edited)' }));
    mount(client, ['jobs', 1], queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('when a query was not in the page, then it fetches on mount as before (staleTime 0)', async () => {
    const client = new QueryClient();
    hydrateServerAnswers(client, await serverState());
    await client.prefetchQuery({ queryKey: ['jobs', 2], queryFn: () => ({ title: 'Driver' }) });
    const queryFn = vi.fn(() => ({ title: 'Driver' }));
    mount(client, ['jobs', 2], queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('when the server sent a list of pages, then a mounting infinite list shows them without fetching', async () => {
    const server = new QueryClient();
    await server.prefetchInfiniteQuery({
      queryKey: ['jobs', 'list'],
      queryFn: () => ({ results: ['Nurse'], next: 2 }),
      initialPageParam: 1,
    });
    const client = new QueryClient();
    hydrateServerAnswers(client, dehydrate(server));
    const queryFn = vi.fn(() => ({ results: ['Driver'], next: null }));
    const observer = new InfiniteQueryObserver(client, {
      queryKey: ['jobs', 'list'],
      queryFn,
      initialPageParam: 1,
      getNextPageParam: (page: { next: number | null }) => page.next,
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().data?.pages).toEqual([{ results: ['Nurse'], next: 2 }]);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data?.pages).toHaveLength(2);
    unsubscribe();
  });
});
