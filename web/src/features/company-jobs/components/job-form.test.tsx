import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../app/providers';
import { ToastProvider } from '../../../components/ui/toast';
import { newJobDefaults } from '../job-form-values';
import { JobForm } from './job-form';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

/** The post-job form, with the company's location arriving when the test says (as its query would). */
function NewJob() {
  const [companyLocation, setCompanyLocation] = useState<string | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setCompanyLocation('Gbarnga, Bong')}>
        Company loaded
      </button>
      <JobForm jobId={null} initial={newJobDefaults} defaultLocation={companyLocation} />
    </>
  );
}

const renderNewJob = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <NewJob />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );

describe('job form', () => {
  it("when the company's location arrives, then a new job starts there; the placeholder reads as an example", async () => {
    const user = userEvent.setup();
    renderNewJob();
    const location = screen.getByLabelText('Location');
    expect(location.getAttribute('placeholder')).toBe('e.g. Monrovia, Montserrado');
    expect((location as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Company loaded' }));
    expect((location as HTMLInputElement).value).toBe('Gbarnga, Bong');
  });

  it('when a location was typed before the company loaded, then it is kept', async () => {
    const user = userEvent.setup();
    renderNewJob();
    await user.type(screen.getByLabelText('Location'), 'Kakata, Margibi');
    await user.click(screen.getByRole('button', { name: 'Company loaded' }));
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Kakata, Margibi');
  });

  it('when drawn, then the pay period offers every period, daily and weekly too, monthly chosen', () => {
    renderNewJob();
    const period = screen.getByLabelText('Pay period') as HTMLSelectElement;
    expect([...period.options].map((option) => option.textContent)).toEqual([
      'Monthly',
      'Weekly',
      'Daily',
      'Hourly',
      'Yearly',
    ]);
    expect(period.value).toBe('monthly');
  });

  it("when drawn, then each field carries the contract's limits", () => {
    renderNewJob();
    const title = screen.getByLabelText('Job title');
    expect(title.getAttribute('maxlength')).toBe('200');
    expect(title.hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Location').getAttribute('maxlength')).toBe('200');
    expect(screen.getByLabelText('Location').hasAttribute('required')).toBe(false);
    expect(screen.getByLabelText('Minimum salary').getAttribute('min')).toBe('0');
    expect(screen.getByLabelText('Positions available').getAttribute('max')).toBe('10000');
  });
});
