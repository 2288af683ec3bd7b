import { type ReactNode, useId } from 'react';
import { useDisclosure } from '../../../lib/use-disclosure';

type CollapsibleSectionProps = {
  title: string;
  /** Shown beside the title, for example how many entries the section holds. */
  count?: number;
  defaultOpen?: boolean;
  children: ReactNode;
};

/**
 * A card whose body opens and closes from its heading button. A closed body is hidden, not
 * unmounted, so text typed into it is kept.
 */
export function CollapsibleSection({ title, count, defaultOpen = true, children }: CollapsibleSectionProps) {
  const { open, id: bodyId, toggleProps } = useDisclosure(defaultOpen);
  const headingId = useId();
  return (
    <section className="card shadow-sm mb-3" aria-labelledby={headingId}>
      <h2 className="card-header h5 mb-0 p-0" id={headingId}>
        <button
          type="button"
          className="btn btn-link w-100 text-start text-decoration-none d-flex justify-content-between align-items-center px-3 py-sm-2"
          {...toggleProps}
        >
          <span>
            {title}
            {count !== undefined && <span className="badge text-bg-secondary ms-2">{count}</span>}
          </span>
          <span aria-hidden="true">{open ? '\u2212' : '+'}</span>
        </button>
      </h2>
      <div id={bodyId} className="card-body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
