import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguagesEditor } from './languages-editor';

function Languages() {
  const [items, setItems] = useState<string[]>([]);
  return <LanguagesEditor items={items} onChange={setItems} />;
}

describe('languages editor', () => {
  it("when languages are offered, then Liberia's 15 come first, then the 12 of the spec, and Other last", () => {
    render(<Languages />);
    const options = within(screen.getByLabelText('Language')).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual([
      'Liberian English',
      'Kpelle',
      'Bassa',
      'Gio',
      'Mano',
      'Kru',
      'Grebo',
      'Vai',
      'Lorma',
      'Kissi',
      'Gola',
      'Mende',
      'Mandingo',
      'Gbandi',
      'Krahn',
      'English',
      'French',
      'German',
      'Spanish',
      'Portuguese',
      'Italian',
      'Mandarin',
      'Arabic',
      'Russian',
      'Swahili',
      'Hindi',
      'Bengali',
      'Other',
    ]);
  });

  it('when Other is chosen, then the free text is added and blank text keeps the button disabled', async () => {
    const user = userEvent.setup();
    render(<Languages />);
    const add = screen.getByRole('button', { name: 'Add language' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Language'), 'Other');
    expect(add.disabled).toBe(true);
    await user.type(screen.getByLabelText('Other language'), ' Sapo ');
    await user.click(add);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sapo']);
    expect(screen.queryByLabelText('Other language')).toBeNull();
  });

  it('when a listed language is chosen, then it is added once only', async () => {
    const user = userEvent.setup();
    render(<Languages />);
    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('"English" is already in the list.')).toBeTruthy();
  });
});
