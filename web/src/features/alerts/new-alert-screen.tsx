import { useNavigate, useSearchParams } from 'react-router';
import { ScreenTitle } from '../../components/ui/screen-title';
import { paths } from '../../config/paths';
import CreateAlertForm from './create-alert-form';

/** /alerts/new?search=…&name=… (job seekers only): the alert form for the job search the seeker came from. */
export default function NewAlertScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('search') ?? '';
  const backToSearch = () => window.location.assign(paths.jobs.href(new URLSearchParams(search)));
  return (
    <>
      <ScreenTitle text="Create alert" className="mb-4" />
      <CreateAlertForm
        search={search}
        defaultName={params.get('name') ?? 'New jobs'}
        onCreated={() => navigate(paths.alerts.href())}
        onClose={backToSearch}
      />
    </>
  );
}
