import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CheckList, SHORT_LIST_LENGTH } from './check-list';

const companies = Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: `Company ${index + 1}` }));
const items = { one: 'company', many: 'companies' };

describe('CheckList', () => {
  it('when the list is long, then its first boxes show and the rest wait behind "Show all"', () => {
    const { container } = render(
      <CheckList legend="Company" name="company" items={items} options={companies} selected={[]} />,
    );
    const more = container.querySelector('details');
    expect(more?.open).toBe(false);
    expect(more?.querySelectorAll('input[type=checkbox]')).toHaveLength(companies.length - SHORT_LIST_LENGTH);
    expect(screen.getByText('Show all 12 companies')).toBeTruthy();
  });

  it('when a box behind "Show all" is ticked, then the list starts unfolded', () => {
    const { container } = render(
      <CheckList legend="Company" name="company" items={items} options={companies} selected={[9]} />,
    );
    expect(container.querySelector('details')?.open).toBe(true);
  });

  it('when the server renders it, then its find box is there but hidden (the page script does the finding)', () => {
    const html = renderToString(
      <CheckList legend="Company" name="company" items={items} options={companies} selected={[]} />,
    );
    expect(html).toMatch(/<input type="search"[^>]*aria-label="Find a company"[^>]*hidden=""/);
    expect(html).toContain('Show all 12 companies');
  });

  it('when the list is short, then every box shows', () => {
    const { container } = render(
      <CheckList
        legend="Company"
        name="company"
        items={items}
        options={companies.slice(0, SHORT_LIST_LENGTH + 1)}
        selected={[]}
      />,
    );
    expect(container.querySelector('details')).toBeNull();
    expect(screen.queryByLabelText('Find a company')).toBeNull();
  });
});
