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

/** A job's figures for its company: each of the last days (oldest first, none left out), totals and sources. */
export const jobFiguresSchema = z.object({
  job: z.object({ id: z.number().int(), title: z.string() }),
  days: z.array(figureDaySchema),
  total_views: z.number().int().nonnegative(),
  total_applications: z.number().int().nonnegative(),
  sources: z.record(figureSourceSchema, z.number().int().nonnegative()),
});
export type JobFigures = z.infer<typeof jobFiguresSchema>;
