import type { Job, JobFormInput, PayPeriod } from '@lj/contract';

/**
 * The pay periods the job form offers, monthly (the default) first: the spec's monthly, yearly and hourly,
 * and the daily and weekly pay of casual work (docs/decisions/0086-employer-first-steps.md).
 */
export const formPayPeriods: readonly PayPeriod[] = ['monthly', 'weekly', 'daily', 'hourly', 'yearly'];

export const payPeriodLabels: Record<PayPeriod, string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

/** A new job: the defaults of spec section 5 (monthly, full time, entry level, active) in USD. */
export const newJobDefaults: JobFormInput = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  is_remote: false,
  job_type: 'full_time',
  experience_level: 'entry',
  pay_period: 'monthly',
  salary_min: '',
  salary_max: '',
  salary_currency: 'USD',
  is_active: true,
  deadline: '',
  skills: '',
  education_requirements: '',
  benefits: '',
  seniority_level: '',
  employment_type: '',
  positions_available: '1',
};

/**
 * A saved job as form inputs. Fields without an input here (seniority, employment type) ride along,
 * so saving the form never wipes them.
 */
export function jobFormFromJob(job: Job): JobFormInput {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    location: job.location,
    is_remote: job.is_remote,
    job_type: job.job_type,
    experience_level: job.experience_level,
    pay_period: job.pay_period,
    salary_min: job.salary_min === null ? '' : String(job.salary_min),
    salary_max: job.salary_max === null ? '' : String(job.salary_max),
    salary_currency: job.salary_currency,
    is_active: job.is_active,
    deadline: job.deadline ?? '',
    skills: job.skills.join(', '),
    education_requirements: job.education_requirements,
    benefits: job.benefits,
    seniority_level: job.seniority_level,
    employment_type: job.employment_type,
    positions_available: String(job.positions_available),
  };
}
