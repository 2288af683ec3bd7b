import { zodResolver } from '@hookform/resolvers/zod';
import { type JobForm as JobFormValues, type JobFormInput, jobFormSchema } from '@lj/contract';
import {
  currencies,
  experienceLevelLabels,
  experienceLevels,
  JOB_REVIEW_TIME_NOTE,
  jobTypeLabels,
  jobTypes,
} from '@lj/contract/choices';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field } from '../../../components/ui/field';
import { fieldBinder } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { useSubscriptionRequired } from './use-subscription-required';
import { paths } from '../../../config/paths';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { clearJobDraft } from '../../../lib/job-draft';
import { useSaveJob } from '../api/save-job';
import { formPayPeriods, payPeriodLabels } from '../job-form-values';
import { useKeptDraft } from '../use-kept-draft';

const SUBSCRIPTION_NEEDED_TO_POST = 'Active subscription required to post jobs.';

const jobTypeOptions = jobTypes.map((value) => ({ value, label: jobTypeLabels[value] }));
const experienceLevelOptions = experienceLevels.map((value) => ({ value, label: experienceLevelLabels[value] }));
const currencyOptions = currencies.map((value) => ({ value, label: value }));
const payPeriodOptions = formPayPeriods.map((value) => ({ value, label: payPeriodLabels[value] }));

/** Today as YYYY-MM-DD in Liberia (GMT all year): the earliest deadline of a new job. */
const todayInLiberia = () => new Date().toISOString().slice(0, 10);

type JobFormProps = {
  jobId: number | null;
  initial: JobFormInput;
  /** A new job's location until the person types one: the company's own (its profile's location). */
  defaultLocation?: string | undefined;
  /** A new job's typing is kept on this device for this user until it is posted (lib/job-draft.ts). */
  draftOwner?: number | undefined;
};

/** The job form of /company/post-job and /company/edit-job/{id} (spec section 5). */
export function JobForm({ jobId, initial, defaultLocation, draftOwner }: JobFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveJob();
  const subscription = useSubscriptionRequired();
  const [failure, setFailure] = useState<string | null>(null);
  const [needsSubscription, setNeedsSubscription] = useState(false);
  const form = useForm<JobFormInput, unknown, JobFormValues>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, setError, getValues, setValue } = form;
  const field = fieldBinder(form, jobFormSchema);
  useKeptDraft(form, draftOwner);

  // The company's location may arrive after the form is drawn: filled in unless one was typed already.
  useEffect(() => {
    if (defaultLocation && !getValues('location')) setValue('location', defaultLocation);
  }, [defaultLocation, getValues, setValue]);

  const onSubmit = (values: JobFormValues) => {
    setFailure(null);
    setNeedsSubscription(false);
    save.mutate(
      { id: jobId, form: values },
      {
        onSuccess: (saved) => {
          if (draftOwner !== undefined) clearJobDraft(draftOwner);
          const done = jobId === null ? 'Job posted successfully!' : 'Job updated successfully!';
          // A job held for review says so at once, and how long review takes (the list shows why too).
          const held =
            saved.job.moderation?.state === 'held'
              ? ` It is held for review before it is public. ${JOB_REVIEW_TIME_NOTE}`
              : '';
          toast(done + held, held ? { variant: 'warning' } : undefined);
          void navigate(paths.companyJobs.href());
        },
        onError: (error) => {
          if (subscription.handle(error)) {
            setFailure(SUBSCRIPTION_NEEDED_TO_POST);
            setNeedsSubscription(true);
            return;
          }
          for (const [name, text] of Object.entries(fieldErrors(error))) {
            if (name in jobFormSchema.shape) setError(name as keyof JobFormInput, { message: text });
          }
          setFailure(errorDetail(error) ?? 'Failed to save job.');
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Field label="Job title" {...field('title')} />
      <TextareaField label="Description" rows={6} {...field('description')} />
      <TextareaField label="Requirements" rows={4} {...field('requirements')} />

      <div className="row">
        <div className="col-md-4">
          <SelectField label="Job type" options={jobTypeOptions} {...field('job_type')} />
        </div>
        <div className="col-md-4">
          <SelectField label="Experience level" options={experienceLevelOptions} {...field('experience_level')} />
        </div>
        <div className="col-md-4">
          <Field label="Positions available" type="number" step={1} {...field('positions_available')} />
        </div>
      </div>

      <fieldset className="row">
        <legend className="form-label fs-6">Salary</legend>
        <div className="col-md-3">
          <SelectField label="Currency" options={currencyOptions} {...field('salary_currency')} />
        </div>
        <div className="col-md-3">
          <Field label="Minimum salary" type="number" step="0.01" {...field('salary_min')} />
        </div>
        <div className="col-md-3">
          <Field label="Maximum salary" type="number" step="0.01" {...field('salary_max')} />
        </div>
        <div className="col-md-3">
          <SelectField label="Pay period" options={payPeriodOptions} {...field('pay_period')} />
        </div>
      </fieldset>

      <div className="row">
        <div className="col-md-6">
          <Field
            label="Location"
            placeholder="e.g. Monrovia, Montserrado"
            hint="Town and county. Job seekers search by it."
            {...field('location')}
          />
        </div>
        <div className="col-md-6">
          <Field
            label="Application deadline"
            type="date"
            min={jobId === null ? todayInLiberia() : undefined}
            {...field('deadline')}
          />
        </div>
      </div>
      <CheckboxField id="job-is-remote" className="mb-3" label="Remote work possible" {...register('is_remote')} />

      <Field
        label="Skills"
        hint="Separate skills with commas, for example: Excel, Driving, Customer service"
        {...field('skills')}
      />
      <TextareaField label="Education requirements" rows={2} {...field('education_requirements')} />
      <TextareaField label="Benefits" rows={3} {...field('benefits')} />

      <CheckboxField
        id="job-is-active"
        className="mb-3"
        label="Active (visible to job seekers)"
        {...register('is_active')}
      />

      <FormAlert message={failure} />
      {needsSubscription && draftOwner !== undefined && (
        <p>Everything you typed is kept on this device. After you subscribe, you come back here to post the job.</p>
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
