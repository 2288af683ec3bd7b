type PageStepperProps = { page: number; pages: number; onPage: (page: number) => void; label: string };

/** Previous, "Page 2 of 40", Next: fits a phone however many pages there are. Hidden for one page. */
export function PageStepper({ page, pages, onPage, label }: PageStepperProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex align-items-center justify-content-between gap-2 mt-3">
      <button type="button" className="btn btn-outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
