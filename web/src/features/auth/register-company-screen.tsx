import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCard } from './components/auth-card';
import { RegisterForm } from './components/register-form';

export default function RegisterCompanyScreen() {
  return (
    <AuthCard title="Register as a Company">
      <RegisterForm userType="company" />
      <p className="mt-3 mb-0 small">
        Already have an account? <Link to={paths.login.href()}>Log in</Link>
      </p>
    </AuthCard>
  );
}
