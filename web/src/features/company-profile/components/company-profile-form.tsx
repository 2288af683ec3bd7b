import { zodResolver } from '@hookform/resolvers/zod';
import type { Company } from '@lj/contract';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { paths } from '../../../config/paths';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useIndustries } from '../api/get-industries';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import {
  type CompanyFormInput,
  type CompanyFormValues,
  companyFormDefaults,
  companyFormSchema,
  companySizeOptions,
  toCompanyFormData,
} from '../company-profile-form';
import { CompanyLogo } from './company-logo';
import { pageTitle } from '../../../config/site';
import { useFilePreview } from '../../../lib/use-file-preview';

export const COMPANY_PROFILE_SAVED = 'Company profile updated successfully!';
const SAVE_FAILED = 'Failed to update profile';

/** The 'Company Profile' edit form of the signed-in company (spec sections 2, 4 and 5). */
export function CompanyProfileForm({ company }: { company: Company }) {
  const industries = useIndustries();
  const save = useUpdateCompanyProfile();
  const [logo, setLogo] = useState<File | null>(null);
  // Remounts the file input after a save, which is the only way to empty it.
  const [logoInputKey, setLogoInputKey] = useState(0);
  const [deleteLogo, setDeleteLogo] = useState(false);
  const [message, setMessage] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);
  const preview = useFilePreview(logo);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CompanyFormInput, unknown, CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: companyFormDefaults(company),
  });

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
        for (const [field, text] of Object.entries(byField)) {
          if (field in companyFormSchema.shape) setError(field as keyof CompanyFormInput, { message: text });
          if (field in companyFormSchema.shape || field === 'logo') shownUnderFields = true;
        }
        setMessage({ text: shownUnderFields ? SAVE_FAILED : (errorDetail(error) ?? SAVE_FAILED), variant: 'danger' });
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
                  <div className="form-check">
                    <input
                      id="delete-logo"
                      type="checkbox"
                      className="form-check-input"
                      checked={deleteLogo}
                      onChange={(event) => setDeleteLogo(event.target.checked)}
                    />
                    <label htmlFor="delete-logo" className="form-check-label">
                      Delete logo
                    </label>
                  </div>
                )}
              </div>
            </div>
          </div>
        </div>

        <div className="col-lg-8">
          <Field label="Company name" required error={errors.name?.message} {...register('name')} />
          <TextareaField
            label="Description"
            required
            rows={5}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="row">
            <div className="col-md-6">
              <SelectField label="Company size" required error={errors.size?.message} {...register('size')}>
                <option value="">Select a size</option>
                {companySizeOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="col-md-6">
              <SelectField
                label="Industry"
                required
                error={errors.industry?.message}
                hint={industries.isError ? 'Failed to load industries.' : undefined}
                {...register('industry')}
              >
                <option value="">Select an industry</option>
                {/* The saved industry stays selectable while the list loads. */}
                {!industries.data && company.industry && (
                  <option value={company.industry.id}>{company.industry.name}</option>
                )}
                {industries.data?.map((industry) => (
                  <option key={industry.id} value={industry.id}>
                    {industry.name}
                  </option>
                ))}
              </SelectField>
            </div>
          </div>
          <div className="row">
            <div className="col-md-8">
              <Field
                label="Website"
                type="url"
                placeholder="https://"
                error={errors.website?.message}
                {...register('website')}
              />
            </div>
            <div className="col-md-4">
              <Field
                label="Founded year"
                type="number"
                min={1800}
                max={new Date().getFullYear()}
                step={1}
                error={errors.founded_year?.message}
                {...register('founded_year')}
              />
            </div>
          </div>
          <Field
            label="Location"
            placeholder="Monrovia, Montserrado"
            error={errors.location?.message}
            {...register('location')}
          />
          <div className="row">
            <div className="col-md-6">
              <Field
                label="Contact email"
                type="email"
                error={errors.contact_email?.message}
                {...register('contact_email')}
              />
            </div>
            <div className="col-md-6">
              <Field
                label="Contact phone"
                type="tel"
                error={errors.contact_phone?.message}
                {...register('contact_phone')}
              />
            </div>
          </div>
          <Field label="Address" error={errors.address?.message} {...register('address')} />
          <div className="row">
            <div className="col-md-6">
              <Field label="LinkedIn" type="url" error={errors.linkedin?.message} {...register('linkedin')} />
            </div>
            <div className="col-md-6">
              <Field label="Twitter" type="url" error={errors.twitter?.message} {...register('twitter')} />
            </div>
          </div>

          {message && (
            <div className={`alert alert-${message.variant}`} role={message.variant === 'danger' ? 'alert' : 'status'}>
              {message.text}
            </div>
          )}
          <SubmitButton pending={save.isPending} className="btn btn-primary">
            Save Changes
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
