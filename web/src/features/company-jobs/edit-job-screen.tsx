import { useParams } from 'react-router';
import { jobQueryOptions } from '../../api/jobs';
import { QueryLoader } from '../../components/ui/query-loader';
import { ScreenTitle } from '../../components/ui/screen-title';
import { JobForm } from './components/job-form';
import { ModerationNotice } from './components/moderation-notice';
import { jobFormFromJob } from './job-form-values';

/** /company/edit-job/{id}. */
export default function EditJobScreen() {
  const { id } = useParams();
  const jobId = Number(id);
  return (
    <div className="row justify-content-center">
      <div className="col-lg-9">
        <ScreenTitle text="Edit Job" className="h3 mb-3" />
        {Number.isInteger(jobId) && jobId > 0 ? (
          <QueryLoader
            // Always read again: the form must start from the job as it is now, not as a list showed it.
            options={{ ...jobQueryOptions(jobId), staleTime: 0 }}
            loading="Loading job..."
            error="Failed to load job data."
          >
            {(data) => (
              <>
                <ModerationNotice moderation={data.moderation} alert />
                <JobForm key={data.id} jobId={data.id} initial={jobFormFromJob(data)} />
              </>
            )}
          </QueryLoader>
        ) : (
          <div className="alert alert-danger" role="alert">
            Failed to load job data.
          </div>
        )}
      </div>
    </div>
  );
}
