import type { OwnCompany } from '@lj/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CompanyNameFirst } from '../shared/company-name-first';
import { companyFormDefaults } from './company-profile-form';

const company: OwnCompany = {
  id: 7,
  name: 'Ux Company 459673',
  name_chosen: false,
  verified: false,
  description: '',
  website: '',
  logo: null,
  size: null,
  industry: null,
  industry_name: null,
  founded_year: null,
  location: '',
  contact_email: '',
  contact_phone: '',
  address: '',
  social_links: { linkedin: '', twitter: '' },
  job_count: 0,
};

describe('a company that has not chosen its name', () => {
  it('when its profile form opens, then the name is empty rather than the one made from its e-mail', () => {
    expect(companyFormDefaults(company).name).toBe('');
    expect(companyFormDefaults({ ...company, name_chosen: true }).name).toBe('Ux Company 459673');
  });

  it('when it is sent to name itself from the job form, then the link comes back to the job form', () => {
    render(
      <MemoryRouter initialEntries={['/company/post-job']}>
        <CompanyNameFirst />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Set your company name' }).getAttribute('href')).toBe(
      '/companies/profile/?next=%2Fcompany%2Fpost-job',
    );
  });
});
