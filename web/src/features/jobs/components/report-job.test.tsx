import type { Job, User } from '@lj/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { ReportJob } from './report-job';

const job = { id: 7, title: 'Cashier' } as Job;
const seeker: User = {
  id: 3,
  email: 'seeker@example.com',
  user_type: 'job_seeker',
  first_name: '',
  last_name: '',
  company: null,
  profile: null,
};

const renderControl = (user: User | null) => renderScreen(<ReportJob job={job} />, '/jobs/7', { user });

describe('Report this job', () => {
  it('when a guest opens the page, then Report links to the folded control, which asks them to log in and come back to the job', () => {
    renderControl(null);
    expect(screen.getByText(/Never pay to apply\./)).toBeTruthy();
    const details = screen.getByText('Report this job').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toBe(`#${details.id}`);
    const login = screen.getByRole('link', { name: 'Log in to report this job' });
    expect(login.getAttribute('href')).toBe('/login?next=%2Fjobs%2F7');
  });

  it('when a signed-in person opens it, then the form posts to the page as the report form, a reason chosen', () => {
    const { container } = renderControl(seeker);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    const fields = new FormData(form);
    expect(fields.get('page_form')).toBe('report');
    expect(fields.get('reason')).toBe('scam');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByLabelText('Note (optional)').getAttribute('maxlength')).toBe('1000');
  });
});
