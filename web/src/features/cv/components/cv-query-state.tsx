import type { StructuredCv } from '@lj/contract';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import type { QueryLike } from '../../../lib/query-result';

const cvLoading = (
  <p className="text-body-secondary" role="status">
    Loading your CV...
  </p>
);

/** The saved CV's loading and failure states, the same on the editor and the print view. */
export function CvQueryState({
  query,
  children,
}: {
  query: QueryLike<StructuredCv>;
  children: (cv: StructuredCv) => ReactNode;
}) {
  return (
    <QueryState query={query} loading={cvLoading} error="Failed to load CV.">
      {children}
    </QueryState>
  );
}
