import type { CvEducationEntry, CvExperienceEntry } from '@lj/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EducationEditor } from './education-editor';
import { ExperienceEditor } from './experience-editor';

function Education() {
  const [entries, setEntries] = useState<CvEducationEntry[]>([]);
  return <EducationEditor entries={entries} onChange={setEntries} />;
}

function Experience() {
  const [entries, setEntries] = useState<CvExperienceEntry[]>([]);
  return <ExperienceEditor entries={entries} onChange={setEntries} />;
}

const addButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('education editor', () => {
  it('when a required field is missing, then Add education stays disabled until all four are filled', async () => {
    const user = userEvent.setup();
    render(<Education />);
    expect(addButton('Add education').disabled).toBe(true);
    await user.type(screen.getByLabelText('Degree *'), 'BSc Accounting');
    await user.type(screen.getByLabelText('Institution *'), 'University of Liberia');
    await user.selectOptions(screen.getByLabelText(/Start month/), 'September');
    expect(addButton('Add education').disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(/Start year/), '2015');
    expect(addButton('Add education').disabled).toBe(false);
  });

  it('when month and year are offered, then months are named 1 to 12 and years run from this year to 1900', () => {
    render(<Education />);
    const months = within(screen.getByLabelText(/Start month/)).getAllByRole('option');
    // English month names from the platform, not from the app's own list (lib/dates.ts) it checks.
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
    expect(months.slice(1).map((option) => [option.getAttribute('value'), option.textContent])).toEqual(
      Array.from({ length: 12 }, (_, index) => [String(index + 1), monthName.format(Date.UTC(2000, index, 1))]),
    );
    const years = within(screen.getByLabelText(/Start year/))
      .getAllByRole('option')
      .slice(1);
    expect(years[0]?.textContent).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)?.textContent).toBe('1900');
  });

  it('when an entry is added, edited and removed, then the list follows', async () => {
    const user = userEvent.setup();
    render(<Education />);
    await user.type(screen.getByLabelText('Degree *'), 'BSc Accounting');
    await user.type(screen.getByLabelText('Institution *'), 'University of Liberia');
    await user.selectOptions(screen.getByLabelText(/Start month/), 'September');
    await user.selectOptions(screen.getByLabelText(/Start year/), '2015');
    await user.click(addButton('Add education'));
    expect(screen.getByText('BSc Accounting')).toBeTruthy();
    expect(screen.getByText('Sep 2015 - Present')).toBeTruthy();
    expect((screen.getByLabelText('Degree *') as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Edit BSc Accounting' }));
    const degree = screen.getByLabelText('Degree *');
    await user.clear(degree);
    await user.type(degree, 'MSc Accounting');
    await user.click(addButton('Update education'));
    expect(screen.getByText('MSc Accounting')).toBeTruthy();
    expect(screen.queryByText('BSc Accounting')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove MSc Accounting' }));
    expect(screen.getByText('No education entries yet.')).toBeTruthy();
  });

  it('when the end is before the start, then the entry is refused with the reason', async () => {
    const user = userEvent.setup();
    render(<Education />);
    await user.type(screen.getByLabelText('Degree *'), 'BSc');
    await user.type(screen.getByLabelText('Institution *'), 'Cuttington University');
    await user.selectOptions(screen.getByLabelText(/Start month/), 'March');
    await user.selectOptions(screen.getByLabelText(/Start year/), '2015');
    await user.selectOptions(screen.getByLabelText(/End month/), 'March');
    await user.selectOptions(screen.getByLabelText(/End year/), '2014');
    await user.click(addButton('Add education'));
    expect(screen.getByRole('alert').textContent).toBe('End date is before start date.');
    expect(screen.getByText('No education entries yet.')).toBeTruthy();
  });
});

describe('experience editor', () => {
  it('when title, company, start month and start year are filled, then Add experience is enabled', async () => {
    const user = userEvent.setup();
    render(<Experience />);
    expect(addButton('Add experience').disabled).toBe(true);
    await user.type(screen.getByLabelText('Job title *'), 'Driver');
    await user.selectOptions(screen.getByLabelText(/Start month/), 'January');
    await user.selectOptions(screen.getByLabelText(/Start year/), '2020');
    expect(addButton('Add experience').disabled).toBe(true);
    await user.type(screen.getByLabelText('Company *'), 'Liberia Electricity Corporation');
    expect(addButton('Add experience').disabled).toBe(false);
    await user.click(addButton('Add experience'));
    expect(screen.getByText('Driver at Liberia Electricity Corporation')).toBeTruthy();
  });
});
