import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextListEditor } from './text-list-editor';

/** The editor with its list held in state, as the CV screen holds it. */
function Skills({ initial = [] }: { initial?: string[] }) {
  const [items, setItems] = useState(initial);
  return <TextListEditor inputLabel="Skill" items={items} onChange={setItems} emptyText="no skills yet saved" />;
}

const skills = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('skills editor', () => {
  it('when the list is empty, then it says "no skills yet saved" and the add button is disabled', () => {
    render(<Skills />);
    expect(screen.getByText('no skills yet saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add skill' }).hasAttribute('disabled')).toBe(true);
  });

  it('when only spaces are typed, then the add button stays disabled', async () => {
    const user = userEvent.setup();
    render(<Skills />);
    await user.type(screen.getByLabelText('Skill'), '   ');
    expect(screen.getByRole('button', { name: 'Add skill' }).hasAttribute('disabled')).toBe(true);
  });

  it('when a skill is typed and Enter pressed, then it is added trimmed and the input clears', async () => {
    const user = userEvent.setup();
    render(<Skills />);
    await user.type(screen.getByLabelText('Skill'), '  Bookkeeping  {Enter}');
    expect(skills()).toEqual(['Bookkeeping']);
    expect((screen.getByLabelText('Skill') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('no skills yet saved')).toBeNull();
  });

  it('when a skill is added with the button, then it joins the list', async () => {
    const user = userEvent.setup();
    render(<Skills initial={['Excel']} />);
    await user.type(screen.getByLabelText('Skill'), 'Driving');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(skills()).toEqual(['Excel', 'Driving']);
  });

  it('when a skill already listed is typed again, then it is refused with a message', async () => {
    const user = userEvent.setup();
    render(<Skills initial={['Excel']} />);
    await user.type(screen.getByLabelText('Skill'), 'excel{Enter}');
    expect(skills()).toEqual(['Excel']);
    expect(screen.getByText('"excel" is already in the list.')).toBeTruthy();
  });

  it('when a skill is removed, then it leaves the list', async () => {
    const user = userEvent.setup();
    render(<Skills initial={['Excel', 'Driving']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Excel' }));
    expect(skills()).toEqual(['Driving']);
  });
});
