import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../../components/ui/field';
import { fieldBinder } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { safeReturnPath } from '../../../config/paths';
import { pageTitle } from '../../../config/site';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import {
  COMPANY_PROFILE_SAVE_FAILED,
  COMPANY_PROFILE_SAVED,
  type CompanyName,
  companyNameSchema,
} from '../company-profile-form';

/**
 * A new company's first step: the name job seekers will see, and nothing else (the rest of the profile
 * can follow). Empty at first rather than the name registration made from the e-mail. Saving goes back
 * to where the person was sent from (`next`: the dashboard, the job form); without one, this page then
 * shows the whole profile.
 */
export function CompanyNameForm() {
  const save = useUpdateCompanyProfile();
  const navigate = useNavigate();
  const toast = useToast();
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyName>({ resolver: zodResolver(companyNameSchema), defaultValues: { name: '' } });
  const field = fieldBinder(form, companyNameSchema);

  const onSubmit = form.handleSubmit(({ name }) => {
    setFailure(null);
    const body = new FormData();
    body.append('name', name);
    save.mutate(body, {
      onSuccess: () => {
        toast(COMPANY_PROFILE_SAVED, { variant: 'success' });
        if (next) void navigate(next);
      },
      onError: (error) => {
        const message = fieldErrors(error).name;
        if (message) form.setError('name', { message });
        setFailure(message ? COMPANY_PROFILE_SAVE_FAILED : (errorDetail(error) ?? COMPANY_PROFILE_SAVE_FAILED));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="company-name-title" className="col-lg-6">
      <title>{pageTitle('Company Profile')}</title>
      <h1 className="h3" id="company-name-title">
        Name your company
      </h1>
      <p>
        Choose the name job seekers will see. Until your company has one, it is not listed and cannot post jobs. The
        description, size, industry and the rest of your profile can follow later, on this page.
      </p>
      <Field label="Company name" autoComplete="organization" {...field('name')} />
      <FormAlert message={failure} />
      <SubmitButton pending={save.isPending} className="btn btn-primary">
        Save name
      </SubmitButton>
    </form>
  );
}
