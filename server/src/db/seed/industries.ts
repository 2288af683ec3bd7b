import { experienceLevels } from '@lj/contract/choices';
import { z } from 'zod';
import data from './industries.json';

/** A realistic role in an industry; each demo company posts a mix of its industry's roles. */
const jobTemplateSchema = z.object({
  title: z.string(),
  level: z.enum(experienceLevels),
  /** Typical monthly pay in USD; other pay periods and LRD are derived from it. */
  usd: z.tuple([z.number(), z.number()]),
  duties: z.string(),
  requirements: z.string(),
  skills: z.array(z.string()),
  education: z.string(),
  /** The work can be done away from the site. */
  remoteOk: z.boolean().optional(),
  /** Casual work that is often paid by the day (guards, labourers, shop hands). */
  paidByTheDay: z.boolean().optional(),
});
export type JobTemplate = z.infer<typeof jobTemplateSchema>;

const demoIndustrySchema = z.object({
  /** A Bootstrap Icons name; the spec's special cases are hammer, bank, heart and laptop. */
  icon: z.string(),
  jobs: z.array(jobTemplateSchema).min(1),
});

export type DemoIndustryName = keyof typeof data;
type DemoIndustries = Record<DemoIndustryName, z.infer<typeof demoIndustrySchema>>;

/**
 * The demo industries in industries.json (data, so it reads as a table rather than as code), checked
 * when loaded: a typo in a level or a missing field fails the seed rather than seeding a broken job.
 */
export const demoIndustries = z.record(z.string(), demoIndustrySchema).parse(data) as DemoIndustries;
