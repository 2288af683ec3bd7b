import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/** How long the answers a page was server-rendered with count as fresh in the browser. */
export const SERVER_ANSWERS_FRESH_MS = 30_000;

/**
 * Puts the server's answers into the client's cache and keeps them fresh for a short while. With
 * the default staleTime of 0, every screen would fetch its data again the moment it hydrates,
 * downloading what the HTML brought a second ago (bytes and round trips on mobile data).
 * An answer the app has fetched again since, or one older than the window, is treated as before.
 * Queries that set their own staleTime keep it.
 *
 * The server's `dehydrate` sends only answered queries (its default): each is set as data with the
 * time it was answered. Not TanStack's `hydrate`, which also restores pending queries, promises and
 * mutations the pages never send, and would be in the first script every visit loads (bench:size).
 */
export function hydrateServerAnswers(queryClient: QueryClient, state: DehydratedState, now = Date.now): void {
  const fromServer = new Map<string, number>();
  for (const { queryKey, queryHash, state: answer } of state.queries) {
    if (answer.status !== 'success') continue;
    queryClient.setQueryData(queryKey, answer.data, { updatedAt: answer.dataUpdatedAt });
    fromServer.set(queryHash, answer.dataUpdatedAt);
  }
  const hydratedAt = now();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      staleTime: (query) =>
        fromServer.get(query.queryHash) === query.state.dataUpdatedAt && now() - hydratedAt < SERVER_ANSWERS_FRESH_MS
          ? Number.POSITIVE_INFINITY
          : 0,
    },
  });
}
