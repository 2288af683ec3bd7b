import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCard } from './components/auth-card';
import { GoogleLoginButton } from './components/google-login-button';
import { RegisterForm } from './components/register-form';

export default function RegisterJobSeekerScreen() {
  return (
    <AuthCard title="Register as a Job Seeker">
      <RegisterForm userType="job_seeker" />
      <div className="my-3 text-center text-body-secondary small">or</div>
      <GoogleLoginButton />
      <p className="mt-3 mb-0 small">
        Already have an account? <Link to={paths.login.href()}>Log in</Link>
      </p>
    </AuthCard>
  );
}
