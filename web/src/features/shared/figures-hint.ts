import type { FigureDay } from '@lj/contract';

/** Views in the window from which no application at all says the job page puts people off. */
const MANY_VIEWS = 20;

/** A plain-language next step when the figures say something is wrong, else null. */
export function figuresHint(days: readonly FigureDay[]): string | null {
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const applications = days.reduce((sum, day) => sum + day.applications, 0);
  if (views === 0) return 'Nobody opened this job in 30 days: a clearer title or a wider county may help.';
  if (views >= MANY_VIEWS && applications === 0) return "People open it but don't apply: is the pay shown?";
  return null;
}

/** The share of viewers who applied, as a whole percent, or a dash without views. */
export function appliedShare(views: number, applications: number): string {
  return views === 0 ? '–' : `${Math.round((applications / views) * 100)}%`;
}
