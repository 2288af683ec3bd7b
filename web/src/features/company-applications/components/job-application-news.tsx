import type { ApplicationNews, JobApplicationNews } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { jobApplicationNewsQueryOptions, notificationKeys } from '../../../api/notifications';
import { ChoiceSaved } from '../../../components/ui/choice-saved';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/use-refreshing-write';

const CHOICES: Array<{ value: ApplicationNews | ''; label: string }> = [
  { value: '', label: 'As for all my jobs' },
  { value: 'each', label: 'An e-mail for each application' },
  { value: 'daily', label: 'One summary a day' },
  { value: 'off', label: 'No e-mail' },
];

/** How the company hears of this job's applications, saved as soon as it is chosen. */
export function JobApplicationNewsSelect({ jobId }: { jobId: number }) {
  const current = useQuery(jobApplicationNewsQueryOptions(jobId));
  const save = useRefreshingWrite(
    (body: JobApplicationNews) => api.put<JobApplicationNews>(`/api/company/jobs/${jobId}/application-news/`, body),
    [notificationKeys.job(jobId)],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  if (!current.data) return null;
  const value = chosen ?? current.data.application_news ?? '';
  return (
    <div className="mb-3" style={{ maxWidth: '24rem' }}>
      <SelectField
        id="job-application-news"
        label="Tell me of new applications to this job"
        hint="The choice for all your jobs is on your Notifications page."
        value={value}
        disabled={save.isPending}
        options={CHOICES}
        onChange={(event) => {
          const next = event.target.value;
          setChosen(next);
          const news = next === '' ? null : (next as ApplicationNews);
          save.mutate({ application_news: news }, { onSettled: () => setChosen(null) });
        }}
      />
      {save.isPending && <Spinner small label="Saving..." />}
      <ChoiceSaved save={save} />
    </div>
  );
}
