import { z } from 'zod';

/** Where an applicant came from: our job search (or a search engine), a shared link, a job alert, or none known. */
export const figureSources = ['search', 'shared', 'alert', 'direct'] as const;
export const figureSourceSchema = z.enum(figureSources);
export type FigureSource = z.infer<typeof figureSourceSchema>;

/** How many days a job's figures cover. */
export const JOB_FIGURES_DAYS = 30;

export const figureDaySchema = z.object({
  day: z.string().date(),
  views: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
});
export type FigureDay = z.infer<typeof figureDaySchema>;

/** Figures of a company's jobs: each of the last days (oldest first, none left out), all-time totals and sources. */
export const companyFiguresSchema = z.object({
  days: z.array(figureDaySchema),
  total_views: z.number().int().nonnegative(),
  total_applications: z.number().int().nonnegative(),
  sources: z.record(figureSourceSchema, z.number().int().nonnegative()),
});
export type CompanyFigures = z.infer<typeof companyFiguresSchema>;

/** The same for one job, named. */
export const jobFiguresSchema = companyFiguresSchema.extend({
  job: z.object({ id: z.number().int(), title: z.string() }),
});
export type JobFigures = z.infer<typeof jobFiguresSchema>;
