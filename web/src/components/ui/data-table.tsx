import type { ReactNode } from 'react';

type DataTableProps = {
  /** The column headings, in order. */
  columns: readonly string[];
  /** The heading of the last column, which holds each row's links and buttons: for screen readers only. */
  actions: string;
  /** The rows (<tr>). */
  children: ReactNode;
};

/** A table that scrolls sideways on narrow screens, with the actions of each row in its last column. */
export function DataTable({ columns, actions, children }: DataTableProps) {
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
