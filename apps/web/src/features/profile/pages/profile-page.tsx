import type { EconomistProfile } from '@damages/contracts';
import { useEffect, useState } from 'react';
import { Alert, Button, Container, Form, Modal, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { UserMenu } from '../../accounts/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { deleteProfile, listProfiles } from '../api/profiles-api.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import '../profile.css';

/** The profile being edited: a stored one by id, or a colleague not saved yet. */
const NEW_COLLEAGUE = 'new';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready' };

const primaryThenName = (a: EconomistProfile, b: EconomistProfile) =>
  Number(b.isPrimary) - Number(a.isPrimary) || a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' });

const optionLabel = (profile: EconomistProfile) => (profile.isPrimary ? `${profile.fullName} (you)` : profile.fullName);

/**
 * /profile: the economists who sign this account's reports — its own profile,
 * made from the account's name, and any colleagues it adds.
 */
export function ProfilePage() {
  const [profiles, setProfiles] = useState<EconomistProfile[]>([]);
  const [selectedId, setSelectedId] = useState<string>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string }>();

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    listProfiles().then(
      (list) => {
        if (!live) return;
        setProfiles(list);
        setSelectedId((current) => (current && list.some((p) => p.id === current) ? current : list[0]?.id));
        setLoad({ state: 'ready' });
      },
      (error: unknown) => live && setLoad({ state: 'failed', message: error instanceof ApiError ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const selected = profiles.find((profile) => profile.id === selectedId);
  const isNew = selectedId === NEW_COLLEAGUE;

  function saved(profile: EconomistProfile) {
    const added = !profiles.some((p) => p.id === profile.id);
    // A new colleague's form is replaced by the stored profile's, so the page says it was saved.
    setNotice(added ? { variant: 'success', text: `The profile of ${profile.fullName} was added.` } : undefined);
    setProfiles((list) => (added ? [...list, profile].sort(primaryThenName) : list.map((p) => (p.id === profile.id ? profile : p))));
    setSelectedId(profile.id);
  }

  async function removeSelected() {
    if (!selected || selected.isPrimary) return;
    setDeleting(true);
    try {
      await deleteProfile(selected.id);
      setProfiles((list) => list.filter((p) => p.id !== selected.id));
      setSelectedId(profiles.find((p) => p.isPrimary)?.id);
      setNotice({ variant: 'success', text: `The profile of ${selected.fullName} was deleted.` });
    } catch (error) {
      setNotice({ variant: 'danger', text: `The profile was not deleted: ${error instanceof ApiError ? error.message : String(error)}` });
    } finally {
      setDeleting(false);
      setConfirmingDelete(false);
    }
  }

  return (
    <Container as="main" className="profile-page py-4">
      <header className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <div className="flex-grow-1">
          <Link to="/form" className="small">
            ← Back to the entry form
          </Link>
          <h1 className="h3 mt-1 mb-0">Economist profile</h1>
          <p className="text-body-secondary mb-0">Who signs your reports: name, fees, qualifications, publications and testimony.</p>
        </div>
        <UserMenu />
      </header>

      {load.state === 'loading' && (
        <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          Loading profiles
        </div>
      )}
      {load.state === 'failed' && (
        <Alert variant="danger">
          <p className="mb-3">We could not load your profiles: {load.message}</p>
          <Button variant="outline-danger" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Alert>
      )}
      {load.state === 'ready' && (
        <>
          <div className="profile-toolbar d-flex flex-wrap align-items-end gap-2 mb-4">
            <Form.Group className="me-auto">
              <Form.Label htmlFor="profile-choice">Economist</Form.Label>
              <Form.Select
                id="profile-choice"
                value={selectedId}
                onChange={(event) => {
                  setNotice(undefined);
                  setSelectedId(event.target.value);
                }}
              >
                {profiles.map((profile) => (
                  <option key={profile.id} value={profile.id}>
                    {optionLabel(profile)}
                  </option>
                ))}
                {isNew && <option value={NEW_COLLEAGUE}>New colleague</option>}
              </Form.Select>
            </Form.Group>
            <Button
              variant="outline-primary"
              onClick={() => {
                setNotice(undefined);
                setSelectedId(NEW_COLLEAGUE);
              }}
              disabled={isNew}
            >
              Add colleague
            </Button>
            {selected && !selected.isPrimary && (
              <Button variant="outline-danger" onClick={() => setConfirmingDelete(true)}>
                Delete profile
              </Button>
            )}
          </div>
          {notice && (
            <Alert variant={notice.variant} role={notice.variant === 'danger' ? 'alert' : 'status'} className="py-2">
              {notice.text}
            </Alert>
          )}
          <section aria-labelledby="profile-heading">
            <h2 id="profile-heading" className="h5 mb-3">
              {isNew ? 'New colleague' : selected?.isPrimary ? 'Your profile' : `Colleague: ${selected?.fullName ?? ''}`}
            </h2>
            {(isNew || selected) && <ProfileForm key={selectedId} profile={isNew ? undefined : selected} onSaved={saved} />}
          </section>
        </>
      )}

      <Modal show={confirmingDelete} onHide={() => setConfirmingDelete(false)} aria-labelledby="delete-profile-title">
        <Modal.Header closeButton>
          <Modal.Title id="delete-profile-title">Delete this profile?</Modal.Title>
        </Modal.Header>
        <Modal.Body>The profile of {selected?.fullName} will be deleted from this account.</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={deleting} onClick={() => void removeSelected()}>
            {deleting ? 'Deleting…' : 'Delete'}
          </Button>
        </Modal.Footer>
      </Modal>
    </Container>
  );
}
