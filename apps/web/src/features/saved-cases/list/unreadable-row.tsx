import { Badge, Button } from 'react-bootstrap';
import { CASE_DAMAGE_BADGES, DAMAGED_CASE_REMEDY, OTHER_CASES_UNAFFECTED } from '../store/case-damage.ts';
import type { UnreadableCase } from '../store/case-listing.ts';
import { COLUMNS } from './list-heads.ts';
import type { SavedCasesActions } from './use-saved-cases-list.ts';

/** An entry that cannot be opened: what happened, that the other cases are fine, what to do; and its delete. */
export function UnreadableRow({ item, confirming, actions }: { item: UnreadableCase; confirming: boolean; actions: SavedCasesActions }) {
  return (
    <tr className="table-warning">
      <td colSpan={COLUMNS - 1}>
        <Badge bg="warning" text="dark" className="me-2">
          {CASE_DAMAGE_BADGES[item.damage]}
        </Badge>
        Saved case <code className="text-body">{item.id}</code>: {item.reason}
        <div className="small mt-1">
          {OTHER_CASES_UNAFFECTED} {DAMAGED_CASE_REMEDY}
        </div>
      </td>
      <td className="case-actions">
        {confirming ? (
          <Button size="sm" variant="danger" onClick={() => actions.remove(item.id)}>
            Confirm delete
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => actions.confirmDelete(item.id)}
            aria-label={`Delete unreadable case ${item.id}`}
          >
            Delete
          </Button>
        )}
      </td>
    </tr>
  );
}
