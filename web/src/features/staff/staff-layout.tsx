import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { staffSections } from './sections';

/**
 * /staff/...: the console's section menu above the section. On a phone the tabs wrap onto more rows,
 * so every section is in sight at 360 px with nothing to scroll sideways; each is a 44 px tap target.
 */
export default function StaffLayout() {
  return (
    <>
      <nav aria-label="Staff sections" className="mb-3 border-bottom">
        <ul className="nav nav-pills flex-wrap gap-1 pb-2">
          {staffSections.map((section) => (
            <li key={section.path} className="nav-item">
              <NavLink
                to={section.path}
                end={section.path === paths.staff.path}
                className={({ isActive }) => `nav-link text-nowrap${isActive ? ' active' : ''}`}
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
