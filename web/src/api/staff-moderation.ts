import type { ReportQueue, ScamRuleList, StaffJobList, StaffJobsQuery, StaffReportsQuery } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';
import { staffKeys } from './staff';

/** Every query key of the staff's job moderation: queues by state, the scam rules, the reports. */
export const moderationKeys = {
  all: [...staffKeys.all, 'moderation'] as const,
  jobs: (query: StaffJobsQuery) => [...moderationKeys.all, 'jobs', query] as const,
  rules: () => [...moderationKeys.all, 'rules'] as const,
  reports: (query: StaffReportsQuery) => [...moderationKeys.all, 'reports', query] as const,
};

/** GET /api/staff/jobs/?state=&from=&to=: held, hidden, reported (or visible, or all) jobs, the longest waiting first. */
export const getStaffJobs = (query: StaffJobsQuery, signal?: AbortSignal) =>
  api.get<StaffJobList>('/api/staff/jobs/', { signal, query });

export const staffJobsQueryOptions = (query: StaffJobsQuery) =>
  readQuery(moderationKeys.jobs(query), (signal) => getStaffJobs(query, signal));

/** GET /api/staff/scam-rules/. */
export const getScamRules = (signal?: AbortSignal) => api.get<ScamRuleList>('/api/staff/scam-rules/', { signal });

export const scamRulesQueryOptions = () => readQuery(moderationKeys.rules(), getScamRules);

/** GET /api/staff/reports/?from=&to=: jobs with open reports, each with them; or a week's reports, open or decided. */
export const getReportQueue = (query: StaffReportsQuery, signal?: AbortSignal) =>
  api.get<ReportQueue>('/api/staff/reports/', { signal, query });

export const reportQueueQueryOptions = (query: StaffReportsQuery) =>
  readQuery(moderationKeys.reports(query), (signal) => getReportQueue(query, signal));
