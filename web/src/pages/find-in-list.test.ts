import { fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CheckList } from '../features/jobs/components/check-list';
import { findInLists } from './find-in-list';

const companies = Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: `Company ${index + 1}` }));

/** The server's HTML of a long company list, as a page has it. */
function serverList(): void {
  document.body.innerHTML = renderToString(
    createElement(CheckList<number>, {
      legend: 'Company',
      name: 'company',
      items: { one: 'company', many: 'companies' },
      options: companies,
      selected: [],
    }),
  );
}

describe('findInLists', () => {
  it('when the page script starts, then the find box shows', () => {
    serverList();
    expect((screen.getByLabelText('Find a company') as HTMLInputElement).hidden).toBe(true);
    findInLists();
    expect((screen.getByLabelText('Find a company') as HTMLInputElement).hidden).toBe(false);
  });

  it('when words are typed in the find box, then only matching boxes show, the rest unfolds, or a sentence says none does', () => {
    serverList();
    findInLists();
    fireEvent.input(screen.getByLabelText('Find a company'), { target: { value: 'company 1' } });
    const visible = screen.getAllByRole('checkbox').filter((box) => !box.closest('[hidden]'));
    expect(visible.map((box) => box.getAttribute('value'))).toEqual(['1', '10', '11', '12']);
    expect(document.querySelector('details')?.open).toBe(true);
    fireEvent.input(screen.getByLabelText('Find a company'), { target: { value: 'Bong' } });
    expect(screen.getByRole('status').textContent).toBe('No companies match “Bong”.');
  });
});
