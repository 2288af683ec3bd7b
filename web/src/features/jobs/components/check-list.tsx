import { useId } from 'react';

type Option<T> = { value: T; label: string };

type CheckListProps<T extends string | number> = {
  legend: string;
  /** The form field: each ticked box sends `name=value`, as the URL query holds the filter. */
  name: string;
  options: ReadonlyArray<Option<T>>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Long lists (companies) scroll inside the panel. */
  scroll?: boolean;
};

/** A multi-select as a group of checkboxes: usable by keyboard and screen reader without a widget library. */
export function CheckList<T extends string | number>({
  legend,
  name,
  options,
  selected,
  onChange,
  scroll,
}: CheckListProps<T>) {
  const id = useId();
  const toggle = (value: T, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className={scroll ? 'overflow-auto border rounded px-2 py-1 check-list-scroll' : ''}>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="form-check">
              <input
                className="form-check-input"
                type="checkbox"
                id={inputId}
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={inputId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
