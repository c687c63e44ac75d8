import { Link } from 'react-router';
import { UserMenu } from '../accounts/index.ts';

/** The page header: the form's title, the way back to a new form while editing, and the user menu. */
export function FormHeader({ editing }: { editing: boolean }) {
  return (
    <header className="form-header d-flex flex-wrap align-items-center gap-3 mb-4">
      <div className="flex-grow-1">
        <h1 className="h3 mb-0">Economic Damages Report Entry Form</h1>
        {editing && (
          <p className="text-body-secondary mb-0 small">
            Editing a saved case. Submit recalculates every table and replaces the saved report.
          </p>
        )}
      </div>
      {editing && (
        <Link to="/form" className="btn btn-outline-secondary btn-sm">
          New form
        </Link>
      )}
      <UserMenu />
    </header>
  );
}
