import {
  experienceLevelLabels,
  JOB_PREVIEW_LENGTH,
  type Job,
  type JobCard,
  jobTypeLabels,
  previewText,
} from '@lj/contract';
import { mediaUrl } from '../../lib/media-url';
import type { JobCardRow, JobListRows, JobRow } from './jobs.repository';

/** A job row as the Job shape of the API; `origin` makes the company logo an absolute URL. */
export function serializeJob(row: JobRow, origin: string): Job {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    company: {
      id: row.company.id,
      name: row.company.name,
      logo: mediaUrl(origin, row.company.logo),
      description: row.company.description,
      industry: row.industry,
      verified: row.company.verifiedAt !== null,
    },
    location: row.location,
    is_remote: row.isRemote,
    remote_option: row.remoteOption,
    job_type: row.jobType,
    job_type_display: jobTypeLabels[row.jobType],
    experience_level: row.experienceLevel,
    experience_level_display: experienceLevelLabels[row.experienceLevel],
    pay_period: row.payPeriod,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_currency: row.salaryCurrency,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    deadline: row.deadline,
    skills: row.skills,
    education_requirements: row.educationRequirements,
    benefits: row.benefits,
    seniority_level: row.seniorityLevel,
    employment_type: row.employmentType,
    positions_available: row.positionsAvailable,
    has_applied: row.hasApplied,
    accepting_applications: row.acceptingApplications,
    ...savedMark(row.isSaved),
    applications_count: row.applicationsCount,
    views: row.views,
    // Only a job kept from the public carries it: its company and staff read why.
    ...(row.moderation !== 'visible' && { moderation: { state: row.moderation, reason: row.moderationReason } }),
  };
}

/** A job row as a job card shows it (`view=card`): the description is cut to the card's preview here. */
export function serializeJobCard(row: JobCardRow, origin: string): JobCard {
  return {
    id: row.id,
    title: row.title,
    description_preview: previewText(row.description, JOB_PREVIEW_LENGTH),
    company: {
      id: row.company.id,
      name: row.company.name,
      logo: mediaUrl(origin, row.company.logo),
      verified: row.company.verifiedAt !== null,
    },
    location: row.location,
    is_remote: row.isRemote,
    job_type: row.jobType,
    job_type_display: jobTypeLabels[row.jobType],
    pay_period: row.payPeriod,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_currency: row.salaryCurrency,
    is_active: row.isActive,
    ...savedMark(row.isSaved),
  };
}

/** `is_saved` only in a job seeker's answers (null otherwise): a guest's answer stays shareable. */
const savedMark = (isSaved: boolean | null) => (isSaved === null ? {} : { is_saved: isSaved });

/** The list's results in the shape the query asked for: full jobs by default, cards with `view=card`. */
export function serializeJobs(list: JobListRows, origin: string): Job[] | JobCard[] {
  return list.view === 'card'
    ? list.rows.map((row) => serializeJobCard(row, origin))
    : list.rows.map((row) => serializeJob(row, origin));
}
