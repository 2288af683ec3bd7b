import type { ReactNode } from 'react';

type PlaceholderCardsProps = {
  /** Said to screen readers while the cards stand in (they are hidden from them). */
  label: string;
  count?: number;
  /** The grid column classes of one card. */
  column: string;
  /** The placeholder lines of one card. */
  children: ReactNode;
};

/** A list still loading: a status for screen readers and grey cards in the shape of those to come. */
export function PlaceholderCards({ label, count = 6, column, children }: PlaceholderCardsProps) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="row g-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className={column}>
            <div className="card h-100 placeholder-glow">
              <div className="card-body">{children}</div>
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
