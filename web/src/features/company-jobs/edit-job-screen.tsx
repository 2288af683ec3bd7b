import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useJob } from './api/get-job';
import { JobForm } from './components/job-form';
import { jobFormFromJob } from './job-form-values';
import { pageTitle } from '../../config/site';

function EditJob({ id }: { id: number }) {
  const job = useJob(id);
  if (job.isPending) {
    return (
      <div className="text-center py-5">
        <Spinner label="Loading job..." />
      </div>
    );
  }
  if (job.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        Failed to load job data.
      </div>
    );
  }
  return <JobForm key={job.data.id} jobId={job.data.id} initial={jobFormFromJob(job.data)} />;
}

/** /company/edit-job/{id}. */
export default function EditJobScreen() {
  const { id } = useParams();
  const jobId = Number(id);
  return (
    <div className="row justify-content-center">
      <div className="col-lg-9">
        <title>{pageTitle('Edit Job')}</title>
        <h1 className="h3 mb-3">Edit Job</h1>
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
