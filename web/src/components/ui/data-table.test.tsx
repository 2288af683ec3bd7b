import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { PhoneLink } from './phone-link';

type Person = { id: number; name: string; phone: string; status: string };

const people: Person[] = [
  { id: 1, name: 'Korto Gbowee', phone: '+231 77 012 3456', status: 'Pending Review' },
  { id: 2, name: 'Musa Kamara', phone: '', status: 'Approved' },
];

function show() {
  return render(
    <DataTable
      rows={people}
      rowKey={(person) => person.id}
      title={{ heading: 'Applicant', cell: (person) => <a href={`/people/${person.id}`}>{person.name}</a> }}
      columns={[
        { heading: 'Phone', cell: (person) => <PhoneLink phone={person.phone} /> },
        { heading: 'Status', cell: (person) => person.status },
      ]}
      actions={{ heading: 'Details', cell: (person) => <button type="button">View {person.name}</button> }}
    />,
  );
}

describe('DataTable', () => {
  it('when rows are shown, then the headings come first and the last one is for screen readers only', () => {
    show();
    const headings = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toEqual(['Applicant', 'Phone', 'Status', 'Details']);
    expect(screen.getByText('Details').className).toBe('visually-hidden');
  });

  it('when a row is drawn, then its title is the row header and every other cell carries its heading for the phone layout', () => {
    show();
    const [, first] = screen.getAllByRole('row');
    if (!first) throw new Error('no row');
    expect(within(first).getByRole('rowheader').textContent).toBe('Korto Gbowee');
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Phone', 'Status', null]);
    expect(cells.at(-1)?.className).toBe('text-end text-nowrap data-table-actions');
    expect(within(first).getByRole('button').textContent).toBe('View Korto Gbowee');
  });

  it('when a value is missing, then its cell is empty, so the phone layout leaves it out', () => {
    show();
    const second = screen.getAllByRole('row')[2];
    if (!second) throw new Error('no row');
    expect(within(second).getAllByRole('cell')[0]?.innerHTML).toBe('');
  });
});

describe('PhoneLink', () => {
  it('when the number has digits, then it links to tel: with only the digits and a leading +', () => {
    render(<PhoneLink phone=" +231 (77) 012-3456 " />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:+231770123456');
  });

  it('when it is a Liberian number as stored (E.164), then it reads grouped by three', () => {
    render(<PhoneLink phone="+231886555010" />);
    expect(screen.getByRole('link', { name: '+231 886 555 010' }).getAttribute('href')).toBe('tel:+231886555010');
  });

  it('when nothing in it can be dialled, then it is plain text; when empty, nothing', () => {
    const { container } = render(
      <>
        <PhoneLink phone="ask at the gate" />|<PhoneLink phone="  " />
      </>,
    );
    expect(container.innerHTML).toBe('ask at the gate|');
  });
});
