import { type ComponentType, Suspense, use, useEffect, useMemo } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { whenPageSettled } from '../../../lib/page-settled';
import type { FilterPanelProps } from './filter-panel';

/**
 * The job list's later parts (later-list-parts.ts: the filter panel and the loading placeholders),
 * one chunk loaded when wanted: at once on a wide screen (Bootstrap's lg breakpoint, where the panel
 * stands beside the list); on a phone, where the panel is folded behind 'Show filters', when the
 * visitor reaches for it, changes a filter or the list loads, or once the page has settled
 * (lib/page-settled.ts). A phone's first start then neither downloads nor hydrates a panel nobody
 * sees.
 *
 * The server renders the panel in full. In the browser its Suspense boundary keeps that HTML as it
 * is until the chunk is there, then hydrates it. The boundary's element is memoized on its props, so
 * opening the fold (a re-render of the screen) leaves the waiting boundary alone; a filter change
 * first asks for the chunk, so an update that waits on the boundary waits for one small file. The
 * fold is a <details> (jobs-screen.tsx): it opens at once, the server's panel inside it, a real form.
 */
type LaterParts = { FilterPanel: ComponentType<FilterPanelProps>; JobCardSkeletons: ComponentType };

const WIDE = '(min-width: 992px)';

const withoutLaterParts: LaterParts = {
  FilterPanel: () => null,
  JobCardSkeletons: () => <Spinner label="Loading jobs..." />,
};

let wanted: (() => void) | undefined;
let parts: Promise<LaterParts> | undefined;

function loadParts(): Promise<LaterParts> {
  if (parts) return parts;
  const gate = import.meta.env.SSR ? Promise.resolve() : new Promise<void>((resolve) => (wanted = resolve));
  const loading = gate
    .then(() => import('./later-list-parts'))
    .catch(() => {
      // Offline, before this device ever fetched the parts (a phone that left before the page settled):
      // the list goes on without the panel, a spinner in place of the placeholders, instead of the crash
      // screen; the next want fetches them again.
      parts = undefined;
      return withoutLaterParts;
    });
  // Marked as React marks a settled promise, so a later render reads it without suspending again.
  void loading.then((module) => Object.assign(loading, { status: 'fulfilled', value: module }));
  parts = loading;
  return loading;
}

/** Starts the later parts' download (once). */
export function wantListParts(): void {
  void loadParts();
  wanted?.();
}

// On a wide screen the panel shows beside the list from the start: its download starts with this chunk.
if (!import.meta.env.SSR && window.matchMedia?.(WIDE).matches) wantListParts();

function LoadedPanel(props: FilterPanelProps) {
  const { FilterPanel } = use(loadParts());
  return <FilterPanel {...props} />;
}

export function DeferredFilterPanel({ filters, onChange, resultCount }: FilterPanelProps) {
  // Also when a phone turns into a wide screen (a tablet turned sideways): within the settling time.
  useEffect(() => whenPageSettled(wantListParts), []);
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <LoadedPanel filters={filters} onChange={onChange} resultCount={resultCount} />
      </Suspense>
    ),
    [filters, onChange, resultCount],
  );
}

function LoadedSkeletons() {
  const { JobCardSkeletons } = use(loadParts());
  return <JobCardSkeletons />;
}

/** Placeholder cards while the list loads in the browser; a spinner until their code is there. */
export function DeferredJobCardSkeletons() {
  useEffect(wantListParts, []);
  return (
    <Suspense fallback={<Spinner label="Loading jobs..." />}>
      <LoadedSkeletons />
    </Suspense>
  );
}
