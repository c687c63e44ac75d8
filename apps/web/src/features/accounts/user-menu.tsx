import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import { useSignedInUser } from './signed-in-user.ts';
import { useSignOut } from './use-sign-out.ts';

/** The signed-in user's name with 'Account', 'Profile' and 'Sign out', for the headers of the form and the report. */
export function UserMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const user = useSignedInUser();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <Dropdown align={align} className="user-menu d-print-none">
      <Dropdown.Toggle variant="outline-secondary" size="sm" id="user-menu-toggle">
        {user.name}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>
          <span className="d-block fw-semibold text-body">{user.name}</span>
          <span className="small">{user.email}</span>
        </Dropdown.Header>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/account">
          Account
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/profile">
          Profile
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => void signOut()}>
          Sign out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
