import { zodResolver } from '@hookform/resolvers/zod';
import { FIRST_FOUNDED_YEAR, type OwnCompany } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field } from '../../../components/ui/field';
import { fieldBinder } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { paths } from '../../../config/paths';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { industriesQueryOptions } from '../../../api/industries';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import {
  COMPANY_PROFILE_SAVE_FAILED,
  COMPANY_PROFILE_SAVED,
  type CompanyFormInput,
  type CompanyFormValues,
  companyFormDefaults,
  companyFormSchema,
  companySizeOptions,
  toCompanyFormData,
} from '../company-profile-form';
import { CompanyLogo } from './company-logo';
import { CompanyPhoneConfirmation } from '../phone/company-phone-confirmation';
import { pageTitle } from '../../../config/site';
import { useFilePreview } from '../../../lib/use-file-preview';

/** The 'Company Profile' edit form of a company that has named itself (spec sections 2, 4 and 5). */
export function CompanyProfileForm({ company }: { company: OwnCompany }) {
  const industries = useQuery(industriesQueryOptions());
  const save = useUpdateCompanyProfile();
  const [logo, setLogo] = useState<File | null>(null);
  // Remounts the file input after a save, which is the only way to empty it.
  const [logoInputKey, setLogoInputKey] = useState(0);
  const [deleteLogo, setDeleteLogo] = useState(false);
  const [message, setMessage] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);
  const preview = useFilePreview(logo);
  const form = useForm<CompanyFormInput, unknown, CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: companyFormDefaults(company),
  });
  const { handleSubmit, setError, reset } = form;
  const typedPhone = useWatch({ control: form.control, name: 'contact_phone' });
  const field = fieldBinder(form, companyFormSchema);

  const onSubmit = (values: CompanyFormValues) => {
    setMessage(null);
    save.mutate(toCompanyFormData(values, logo, deleteLogo), {
      onSuccess: (saved) => {
        reset(companyFormDefaults(saved));
        setLogo(null);
        setDeleteLogo(false);
        setLogoInputKey((key) => key + 1);
        setMessage({ text: COMPANY_PROFILE_SAVED, variant: 'success' });
      },
      onError: (error) => {
        // Field errors show under their inputs; a refusal without them shows the server's detail.
        const byField = fieldErrors(error);
        let shownUnderFields = false;
        for (const [name, text] of Object.entries(byField)) {
          if (name in companyFormSchema.shape) setError(name as keyof CompanyFormInput, { message: text });
          if (name in companyFormSchema.shape || name === 'logo') shownUnderFields = true;
        }
        setMessage({
          text: shownUnderFields ? COMPANY_PROFILE_SAVE_FAILED : (errorDetail(error) ?? COMPANY_PROFILE_SAVE_FAILED),
          variant: 'danger',
        });
      },
    });
  };

  const onLogoChange = (event: ChangeEvent<HTMLInputElement>) => {
    setLogo(event.target.files?.[0] ?? null);
    setMessage(null);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="company-profile-title">
      <title>{pageTitle('Company Profile')}</title>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0" id="company-profile-title">
          Company Profile
        </h1>
        <Link to={paths.companyProfile.href(company.id)}>View public profile</Link>
      </div>

      <div className="row g-4">
        <div className="col-lg-4">
          <div className="card">
            <div className="card-body text-center">
              {preview ? (
                <img
                  src={preview}
                  alt="New logo preview"
                  width={128}
                  height={128}
                  className="rounded border object-fit-contain"
                />
              ) : deleteLogo ? (
                <p className="text-body-secondary">The logo will be removed.</p>
              ) : (
                <CompanyLogo src={company.logo} name={company.name} size={128} />
              )}
              <div className="text-start mt-3">
                <Field
                  key={logoInputKey}
                  label="Logo"
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  onChange={onLogoChange}
                  hint="PNG, JPEG or WebP, at most 5 MB."
                  error={fieldErrors(save.error).logo}
                />
                {company.logo && !logo && (
                  <CheckboxField
                    id="delete-logo"
                    label="Delete logo"
                    checked={deleteLogo}
                    onChange={(event) => setDeleteLogo(event.target.checked)}
                  />
                )}
              </div>
            </div>
          </div>
        </div>

        <div className="col-lg-8">
          <Field label="Company name" {...field('name')} />
          <TextareaField label="Description" rows={5} {...field('description')} />
          <div className="row">
            <SelectField className="col-md-6" label="Company size" options={companySizeOptions} {...field('size')}>
              <option value="">Select a size</option>
            </SelectField>
            <SelectField
              className="col-md-6"
              label="Industry"
              hint={industries.isError ? 'Failed to load industries.' : undefined}
              options={industries.data?.map((industry) => ({ value: industry.id, label: industry.name }))}
              {...field('industry')}
            >
              <option value="">Select an industry</option>
              {/* The saved industry stays selectable while the list loads. */}
              {!industries.data && company.industry && (
                <option value={company.industry.id}>{company.industry.name}</option>
              )}
            </SelectField>
          </div>
          <div className="row">
            <Field className="col-md-8" label="Website" type="url" placeholder="https://" {...field('website')} />
            <Field
              className="col-md-4"
              label="Founded year"
              type="number"
              min={FIRST_FOUNDED_YEAR}
              max={new Date().getFullYear()}
              step={1}
              {...field('founded_year')}
            />
          </div>
          <Field label="Location" placeholder="e.g. Monrovia, Montserrado" {...field('location')} />
          <Field label="Contact email" type="email" {...field('contact_email')} />
          {/* The company's one number: the public calls it, and SMS go to it once confirmed (the step under it). */}
          <Field label="Contact phone" type="tel" inputMode="tel" spacing="mb-2" {...field('contact_phone')} />
          <CompanyPhoneConfirmation
            saved={company.contact_phone}
            confirmed={company.contact_phone_confirmed}
            typed={typedPhone ?? ''}
            onProblem={(message) => setError('contact_phone', { message })}
          />
          <Field label="Address" {...field('address')} />
          <div className="row">
            <Field className="col-md-6" label="LinkedIn" type="url" {...field('linkedin')} />
            <Field className="col-md-6" label="Twitter" type="url" {...field('twitter')} />
          </div>

          <FormAlert message={message?.text ?? null} variant={message?.variant} />
          <SubmitButton pending={save.isPending} className="btn btn-primary">
            Save Changes
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
