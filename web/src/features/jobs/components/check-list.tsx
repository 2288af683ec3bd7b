import { useId } from 'react';

type Option<T> = { value: T; label: string };

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** A long list shows this many boxes; the rest wait behind "Show all N" (the panel fits a phone). */
export const SHORT_LIST_LENGTH = 3;

type CheckListProps<T extends string | number> = {
  legend: string;
  /** The form field: each ticked box sends `name=value`, as the URL query holds the filter. */
  name: string;
  options: ReadonlyArray<Option<T>>;
  /** The values the address names: their boxes are ticked. */
  selected: readonly T[];
  /** What a long list holds, to say "Show all 52 companies" and "Find a company". */
  items?: { one: string; many: string };
  /** Short labels (job types) two a row on a phone. */
  twoColumns?: boolean;
};

/**
 * A multi-select as a group of checkboxes: usable by keyboard and screen reader without a widget library.
 *
 * A long list (companies, industries) shows its first few boxes; the others are in a <details> that
 * opens without scripts (ticked boxes in it still belong to the form), open from the start when one of
 * them is ticked. With the page script, a box above the list finds options by name.
 */
export function CheckList<T extends string | number>({
  legend,
  name,
  options,
  selected,
  items,
  twoColumns,
}: CheckListProps<T>) {
  const id = useId();
  // Folding away a single box would save nothing.
  const long = items !== undefined && options.length > SHORT_LIST_LENGTH + 1;
  const first = long ? options.slice(0, SHORT_LIST_LENGTH) : options;
  const rest = long ? options.slice(SHORT_LIST_LENGTH) : [];
  // A ticked box stays in sight.
  const hiddenTicked = rest.some((option) => selected.includes(option.value));
  const box = (option: Option<T>) => {
    const inputId = `${id}-${option.value}`;
    return (
      <div key={option.value} className="form-check">
        <input
          className="form-check-input"
          type="checkbox"
          id={inputId}
          name={name}
          value={option.value}
          defaultChecked={selected.includes(option.value)}
        />
        <label className="form-check-label" htmlFor={inputId}>
          {option.label}
        </label>
      </div>
    );
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {long && (
        // No name: the words only narrow the list, they are no filter of the jobs. Hidden until the
        // page script, which does the finding, shows it (pages/find-in-list.ts).
        <input
          type="search"
          className="form-control mb-1"
          aria-label={`Find ${article(items.one)} ${items.one}`}
          placeholder={`Find ${article(items.one)} ${items.one}`}
          hidden
          data-find-in-list={`No ${items.many} match`}
        />
      )}
      <div className={twoColumns ? 'row row-cols-2 row-cols-lg-1 gx-2' : undefined}>{first.map(box)}</div>
      {long && (
        <details className="check-list-more" open={hiddenTicked}>
          <summary className="btn btn-link px-0">
            <span className="check-list-more-closed">{`Show all ${options.length} ${items.many}`}</span>
            <span className="check-list-more-open">{`Show fewer ${items.many}`}</span>
          </summary>
          {rest.map(box)}
        </details>
      )}
    </fieldset>
  );
}
