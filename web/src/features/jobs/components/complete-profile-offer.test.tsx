import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CompleteProfileOffer } from './complete-profile-offer';

const offer = (missing: Parameters<typeof CompleteProfileOffer>[0]['missing']) =>
  render(
    <MemoryRouter>
      <CompleteProfileOffer missing={missing} email="musu@example.com" jobId={7} />
    </MemoryRouter>,
  );

describe('CompleteProfileOffer', () => {
  it('when only the CV is missing, then it says what the employer sees and offers only the CV pages, back to the job', () => {
    const { container } = offer(['cv']);
    expect(container.textContent).toContain(
      'The employer will see only your e-mail address, your name and your phone number: no CV.',
    );
    expect(screen.getByRole('link', { name: 'Upload a CV' }).getAttribute('href')).toBe(
      '/profile/cv/upload?next=%2Fjobs%2F7',
    );
    expect(screen.getByRole('link', { name: 'Fill in a CV' }).getAttribute('href')).toBe(
      '/profile/cv?next=%2Fjobs%2F7',
    );
  });

  it('when nothing is missing, then there is no offer', () => {
    const { container } = offer([]);
    expect(container.textContent).toBe('');
  });
});
