import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, Spinner, Table } from 'react-bootstrap';
import { formatTimestamp } from '@damages/contracts';
import { authCall, useAuthAction } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';
import { describeUserAgent } from '../model/user-agent.ts';
import { MessageAlert } from '../ui/message-alert.tsx';
import { useSignOut } from '../use-sign-out.ts';

// The server lists sessions by id: a token is a device's credential and never reaches a page.
interface ListedSession {
  id: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date | string;
  expiresAt: Date | string;
}

/** Every device signed in to this account, with a way to sign out one of them, or all. */
export function SessionList() {
  const [sessions, setSessions] = useState<ListedSession[] | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const { busy, error, run, fail } = useAuthAction();
  const signOut = useSignOut();

  const load = useCallback(async () => {
    const [listed, current] = await Promise.all([authCall(() => authClient.listSessions()), authCall(() => authClient.getSession())]);
    if (listed.error) return fail(listed.error);
    setCurrentId(current.data?.session.id ?? null);
    setSessions([...(listed.data as ListedSession[])].sort((a, b) => +new Date(b.createdAt) - +new Date(a.createdAt)));
  }, [fail]);

  useEffect(() => {
    void load();
  }, [load]);

  const revoke = (id: string) =>
    run(async () => {
      const { error: failure } = await authCall(() =>
        authClient.$fetch<{ status: boolean }>('/revoke-session', { method: 'POST', body: { id } }),
      );
      if (failure) return fail(failure);
      await load();
    });

  return (
    <Card className="mb-4">
      <Card.Header className="bg-white">
        <h2 className="h5 mb-0">Where you are signed in</h2>
      </Card.Header>
      <Card.Body>
        <MessageAlert error={error} />
        {sessions === null && !error && (
          <div className="text-body-secondary d-flex align-items-center gap-2" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" /> Loading sessions
          </div>
        )}
        {sessions && (
          <Table responsive className="align-middle mb-3">
            <thead>
              <tr>
                <th scope="col">Device</th>
                <th scope="col">IP address</th>
                <th scope="col">Signed in</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <td>{describeUserAgent(session.userAgent)}</td>
                  <td className="text-body-secondary">{session.ipAddress || '—'}</td>
                  <td>{formatTimestamp(session.createdAt)}</td>
                  <td>{formatTimestamp(session.expiresAt)}</td>
                  <td className="text-end">
                    {session.id === currentId ? (
                      <Badge bg="primary-subtle" text="primary-emphasis">
                        This device
                      </Badge>
                    ) : (
                      <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => void revoke(session.id)}>
                        Revoke
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3">
          <Button variant="outline-danger" onClick={() => void signOut({ everywhere: true })}>
            Sign out everywhere
          </Button>
          <span className="small text-body-secondary">Ends every session, including this one.</span>
        </div>
      </Card.Body>
    </Card>
  );
}
