import { zodResolver } from '@hookform/resolvers/zod';
import { type JobForm as JobFormValues, type JobFormInput, jobFormSchema } from '@lj/contract';
import { currencies, experienceLevelLabels, experienceLevels, jobTypeLabels, jobTypes } from '@lj/contract/choices';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useSubscriptionRequired } from '../../subscription/use-subscription-required';
import { useSaveJob } from '../api/save-job';
import { formPayPeriods, payPeriodLabels } from '../job-form-values';

const SUBSCRIPTION_NEEDED_TO_POST = 'Active subscription required to post jobs.';

/** Today as YYYY-MM-DD in Liberia (GMT all year): the earliest deadline of a new job. */
const todayInLiberia = () => new Date().toISOString().slice(0, 10);

type JobFormProps = { jobId: number | null; initial: JobFormInput };

/** The job form of /company/post-job and /company/edit-job/{id} (spec section 5). */
export function JobForm({ jobId, initial }: JobFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveJob();
  const subscription = useSubscriptionRequired();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<JobFormInput, unknown, JobFormValues>({ resolver: zodResolver(jobFormSchema), defaultValues: initial });

  // A job saved with a pay period the form does not offer (weekly) keeps it as a choice.
  const payPeriods =
    initial.pay_period && !formPayPeriods.includes(initial.pay_period)
      ? [...formPayPeriods, initial.pay_period]
      : formPayPeriods;

  const onSubmit = (form: JobFormValues) => {
    setFailure(null);
    save.mutate(
      { id: jobId, form },
      {
        onSuccess: () => {
          toast(jobId === null ? 'Job posted successfully!' : 'Job updated successfully!');
          void navigate(paths.companyJobs.href());
        },
        onError: (error) => {
          if (subscription.handle(error)) {
            setFailure(SUBSCRIPTION_NEEDED_TO_POST);
            return;
          }
          for (const [field, text] of Object.entries(fieldErrors(error))) {
            if (field in jobFormSchema.shape) setError(field as keyof JobFormInput, { message: text });
          }
          setFailure(errorDetail(error) ?? 'Failed to save job.');
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Field label="Job title" required error={errors.title?.message} {...register('title')} />
      <TextareaField
        label="Description"
        required
        rows={6}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextareaField label="Requirements" rows={4} error={errors.requirements?.message} {...register('requirements')} />

      <div className="row">
        <div className="col-md-4">
          <SelectField label="Job type" required error={errors.job_type?.message} {...register('job_type')}>
            {jobTypes.map((value) => (
              <option key={value} value={value}>
                {jobTypeLabels[value]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-md-4">
          <SelectField
            label="Experience level"
            required
            error={errors.experience_level?.message}
            {...register('experience_level')}
          >
            {experienceLevels.map((value) => (
              <option key={value} value={value}>
                {experienceLevelLabels[value]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-md-4">
          <Field
            label="Positions available"
            type="number"
            min={1}
            step={1}
            error={errors.positions_available?.message}
            {...register('positions_available')}
          />
        </div>
      </div>

      <fieldset className="row">
        <legend className="form-label fs-6">Salary</legend>
        <div className="col-md-3">
          <SelectField label="Currency" error={errors.salary_currency?.message} {...register('salary_currency')}>
            {currencies.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-md-3">
          <Field
            label="Minimum salary"
            type="number"
            min={0}
            step="0.01"
            error={errors.salary_min?.message}
            {...register('salary_min')}
          />
        </div>
        <div className="col-md-3">
          <Field
            label="Maximum salary"
            type="number"
            min={0}
            step="0.01"
            error={errors.salary_max?.message}
            {...register('salary_max')}
          />
        </div>
        <div className="col-md-3">
          <SelectField label="Pay period" required error={errors.pay_period?.message} {...register('pay_period')}>
            {payPeriods.map((value) => (
              <option key={value} value={value}>
                {payPeriodLabels[value]}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <div className="row">
        <div className="col-md-6">
          <Field
            label="Location"
            placeholder="Monrovia, Montserrado"
            error={errors.location?.message}
            {...register('location')}
          />
        </div>
        <div className="col-md-6">
          <Field
            label="Application deadline"
            type="date"
            min={jobId === null ? todayInLiberia() : undefined}
            error={errors.deadline?.message}
            {...register('deadline')}
          />
        </div>
      </div>
      <div className="mb-3 form-check">
        <input id="job-is-remote" type="checkbox" className="form-check-input" {...register('is_remote')} />
        <label htmlFor="job-is-remote" className="form-check-label">
          Remote work possible
        </label>
      </div>

      <Field
        label="Skills"
        hint="Separate skills with commas, for example: Excel, Driving, Customer service"
        error={errors.skills?.message}
        {...register('skills')}
      />
      <TextareaField
        label="Education requirements"
        rows={2}
        error={errors.education_requirements?.message}
        {...register('education_requirements')}
      />
      <TextareaField label="Benefits" rows={3} error={errors.benefits?.message} {...register('benefits')} />

      <div className="mb-3 form-check">
        <input id="job-is-active" type="checkbox" className="form-check-input" {...register('is_active')} />
        <label htmlFor="job-is-active" className="form-check-label">
          Active (visible to job seekers)
        </label>
      </div>

      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <div className="d-flex gap-2">
        <SubmitButton pending={save.isPending} className="btn btn-primary">
          {jobId === null ? 'Post Job' : 'Save Changes'}
        </SubmitButton>
        <Link to={paths.companyJobs.href()} className="btn btn-outline-secondary">
          Cancel
        </Link>
      </div>
      {subscription.dialog}
    </form>
  );
}
