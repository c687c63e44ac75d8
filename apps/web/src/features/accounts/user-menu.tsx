import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from './signed-in-user.ts';
import { useSignOut } from './use-sign-out.ts';

/**
 * The signed-in user's name with 'Account', 'Profile' and 'Sign out', for the
 * headers of the form and the report. A disclosure (a button that shows a
 * panel of links) styled as Bootstrap's dropdown: it needs no positioning
 * library, which keeps that out of every page's first load.
 */
export function UserMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const user = useSignedInUser();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div ref={root} className="dropdown user-menu d-print-none">
      <button
        ref={toggle}
        type="button"
        id="user-menu-toggle"
        className="btn btn-outline-secondary btn-sm dropdown-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {user.name}
      </button>
      <div
        id={panelId}
        data-bs-popper="static"
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        hidden={!open}
      >
        <div className="dropdown-header">
          <span className="d-block fw-semibold text-body">{user.name}</span>
          <span className="small">{user.email}</span>
        </div>
        <hr className="dropdown-divider" />
        <Link className="dropdown-item" to="/account" onClick={() => setOpen(false)}>
          Account
        </Link>
        <Link className="dropdown-item" to="/profile" onClick={() => setOpen(false)}>
          Profile
        </Link>
        <button type="button" className="dropdown-item" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </div>
  );
}
