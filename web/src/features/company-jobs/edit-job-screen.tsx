import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { jobQueryOptions } from '../../api/jobs';
import { QueryState } from '../../components/ui/query-state';
import { ScreenTitle } from '../../components/ui/screen-title';
import { JobForm } from './components/job-form';
import { ModerationNotice } from './components/moderation-notice';
import { jobFormFromJob } from './job-form-values';

function EditJob({ id }: { id: number }) {
  // Always read again: the form must start from the job as it is now, not as a list showed it.
  const job = useQuery({ ...jobQueryOptions(id), staleTime: 0 });
  return (
    <QueryState query={job} loading="Loading job..." error="Failed to load job data.">
      {(data) => (
        <>
          <ModerationNotice moderation={data.moderation} alert />
          <JobForm key={data.id} jobId={data.id} initial={jobFormFromJob(data)} />
        </>
      )}
    </QueryState>
  );
}

/** /company/edit-job/{id}. */
export default function EditJobScreen() {
  const { id } = useParams();
  const jobId = Number(id);
  return (
    <div className="row justify-content-center">
      <div className="col-lg-9">
        <ScreenTitle text="Edit Job" className="h3 mb-3" />
        {Number.isInteger(jobId) && jobId > 0 ? (
          <EditJob id={jobId} />
        ) : (
          <div className="alert alert-danger" role="alert">
            Failed to load job data.
          </div>
        )}
      </div>
    </div>
  );
}
