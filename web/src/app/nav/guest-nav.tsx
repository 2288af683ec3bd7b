import { paths } from '../../config/paths';
import { NavItem } from './nav-item';

/** Spec section 2: Companies, Home, Login, Register, About. */
export function GuestNav() {
  return (
    <ul className="navbar-nav ms-auto">
      <NavItem to={paths.industries.href()}>Companies</NavItem>
      <NavItem to={paths.home.href()} end>
        Home
      </NavItem>
      <NavItem to={paths.login.href()}>Login</NavItem>
      <NavItem to={paths.register.href()}>Register</NavItem>
      <NavItem to={paths.about.href()}>About</NavItem>
    </ul>
  );
}
