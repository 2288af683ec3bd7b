import type { ReactNode } from 'react';

/** One column: its heading, and what a row shows in it. */
export type DataColumn<Row> = { heading: string; cell: (row: Row) => ReactNode };

export type DataTableProps<Row> = {
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  /** The first column, what each row is (usually a link to it): the row's header cell. */
  title: DataColumn<Row>;
  columns: readonly DataColumn<Row>[];
  /** The last column, each row's links and buttons; its heading is for screen readers only. None for a list only read. */
  actions?: DataColumn<Row>;
};

/**
 * A table with the actions of each row in its last column. Below Bootstrap's `sm` each row is a card
 * (main.scss, `.data-table`): the title on top, then every cell under its heading (its `data-label`;
 * a cell with nothing in it is left out), then the actions side by side, so nothing scrolls sideways
 * on a phone.
 */
export function DataTable<Row>({ rows, rowKey, title, columns, actions }: DataTableProps<Row>) {
  return (
    <div className="table-responsive">
      <table className="table align-middle data-table">
        <thead>
          <tr>
            {[title, ...columns].map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">{actions.heading}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{title.cell(row)}</th>
              {columns.map((column) => (
                <td key={column.heading} data-label={column.heading}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && <td className="text-end text-nowrap data-table-actions">{actions.cell(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
