import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useDisclosure } from '../../lib/use-disclosure';

/** The job seeker's "My CV" menu, opened by React state (no Bootstrap JavaScript). */
export function CvDropdown() {
  const { open, setOpen, id: menuId, toggleProps } = useDisclosure();
  const root = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  const itemClass = ({ isActive }: { isActive: boolean }) => `dropdown-item${isActive ? ' active' : ''}`;
  return (
    <li className="nav-item dropdown" ref={root}>
      <button type="button" className="nav-link dropdown-toggle btn btn-link" {...toggleProps}>
        My CV
      </button>
      <ul id={menuId} className={`dropdown-menu${open ? ' show' : ''}`}>
        <li>
          <NavLink className={itemClass} to={paths.profileCv.href()} end onClick={() => setOpen(false)}>
            Structured CV
          </NavLink>
        </li>
        <li>
          <NavLink className={itemClass} to={paths.profileCvUpload.href()} onClick={() => setOpen(false)}>
            Upload CV
          </NavLink>
        </li>
      </ul>
    </li>
  );
}
