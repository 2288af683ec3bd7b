import type { User } from '@lj/contract';

/** A signed-in company user whose company (id 3) is called `name`. */
export const companyUser = (name: string, email = 'hr@company.example'): User => ({
  id: 7,
  email,
  user_type: 'company',
  first_name: '',
  last_name: '',
  company: { id: 3, name },
  profile: null,
});
