import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** One link of a navigation bar, marked as current on its own page. */
export function NavItem({ to, children, end = false }: { to: string; children: ReactNode; end?: boolean }) {
  return (
    <li className="nav-item">
      <NavLink to={to} end={end} className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
        {children}
      </NavLink>
    </li>
  );
}
