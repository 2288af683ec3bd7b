/** Placeholder cards while the first page of jobs loads. */
export function JobCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="row g-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="col-md-6">
          <div className="card h-100 placeholder-glow">
            <div className="card-body">
              <span className="placeholder col-8 mb-2 d-block" />
              <span className="placeholder col-5 mb-2 d-block" />
              <span className="placeholder col-6 mb-3 d-block" />
              <span className="placeholder col-12 d-block" />
              <span className="placeholder col-10 mb-3 d-block" />
              <span className="placeholder btn btn-outline-primary btn-sm disabled col-3" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
