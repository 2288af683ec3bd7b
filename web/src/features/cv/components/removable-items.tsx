type RemovableItemsProps = {
  /** Names the list for screen readers, for example "Skill list". */
  label: string;
  items: readonly string[];
  emptyText: string;
  onChange: (items: string[]) => void;
};

/** The saved items of a text list as badges, each with its own remove button. */
export function RemovableItems({ label, items, emptyText, onChange }: RemovableItemsProps) {
  if (items.length === 0) return <p className="text-body-secondary">{emptyText}</p>;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="badge text-bg-light border d-inline-flex align-items-center gap-1 fs-6 fw-normal">
          {item}
          <button
            type="button"
            className="btn-close btn-sm"
            aria-label={`Remove ${item}`}
            onClick={() => onChange(items.filter((existing) => existing !== item))}
          />
        </li>
      ))}
    </ul>
  );
}
