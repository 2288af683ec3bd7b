import type { ApplicationNews, CompanyNewsSettings } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { companyNewsSettingsQueryOptions, notificationKeys } from '../../api/notifications';
import { ChoiceSaved } from '../../components/ui/choice-saved';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { useRefreshingWrite } from '../../lib/use-refreshing-write';

const APPLICATION_CHOICES: Array<{ value: ApplicationNews; label: string }> = [
  { value: 'each', label: 'An e-mail for each application' },
  { value: 'daily', label: 'One summary a day (7 in the morning)' },
  { value: 'off', label: 'No e-mail: I check the applicants list' },
];

const saveSettings = (settings: CompanyNewsSettings) =>
  api.put<CompanyNewsSettings>('/api/company/notification-settings/', settings);

/**
 * What the company hears, saved as soon as it is changed: its applications (each, a daily summary,
 * or none) and staff's decisions on its jobs. News of payments and of the account always comes.
 */
export function CompanyNewsSettingsForm() {
  const settings = useQuery(companyNewsSettingsQueryOptions());
  const save = useRefreshingWrite(saveSettings, [notificationKeys.companySettings()]);
  // What was just chosen shows at once, until the saved settings say it; a refusal puts it back.
  const [chosen, setChosen] = useState<CompanyNewsSettings | null>(null);
  const shown = chosen ?? settings.data;
  if (!shown) return null;
  const change = (next: CompanyNewsSettings) => {
    setChosen(next);
    save.mutate(next, { onSettled: () => setChosen(null) });
  };
  return (
    <section className="card mb-4" aria-labelledby="news-settings-title">
      <div className="card-body">
        <h2 id="news-settings-title" className="h5">
          What we send you
        </h2>
        <fieldset disabled={save.isPending}>
          <legend className="form-label fs-6">New applications</legend>
          {APPLICATION_CHOICES.map((choice) => (
            <div className="form-check" key={choice.value}>
              <input
                className="form-check-input"
                type="radio"
                name="application-news"
                id={`application-news-${choice.value}`}
                checked={shown.applications === choice.value}
                onChange={() => change({ ...shown, applications: choice.value })}
              />
              <label className="form-check-label" htmlFor={`application-news-${choice.value}`}>
                {choice.label}
              </label>
            </div>
          ))}
          <CheckboxField
            id="job-news"
            className="mt-3"
            label="Tell me when staff hold, release or hide my jobs"
            checked={shown.job_news}
            onChange={(event) => change({ ...shown, job_news: event.target.checked })}
          />
        </fieldset>
        <p className="form-text mb-0">
          Each job can have its own choice on its applicants page. With a contact phone confirmed on your company
          profile, "each application" also sends an SMS, at most one per job per hour. Messages about payments and your
          account always come (a rejected payment by SMS too).
        </p>
        {save.isPending && <Spinner small label="Saving..." />}
        <ChoiceSaved save={save} />
      </div>
    </section>
  );
}
