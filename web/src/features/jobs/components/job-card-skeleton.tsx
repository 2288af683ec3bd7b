import { PlaceholderCards } from '../../../components/ui/placeholder-cards';

/** Placeholder cards while the first page of jobs loads. */
export function JobCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <PlaceholderCards label="Loading jobs..." count={count} column="col-md-6">
      <span className="placeholder col-8 mb-2 d-block" />
      <span className="placeholder col-5 mb-2 d-block" />
      <span className="placeholder col-6 mb-3 d-block" />
      <span className="placeholder col-12 d-block" />
      <span className="placeholder col-10 mb-3 d-block" />
      <span className="placeholder btn btn-outline-primary btn-sm disabled col-3" />
    </PlaceholderCards>
  );
}
