import { Form } from 'react-bootstrap';
import { CASE_ORDERS, isCaseOrder, type CaseOrder } from './case-order.ts';
import { CASE_SEARCH_PLACEHOLDER } from './case-search.ts';

/** The search box and the order above the list. */
export function ListTools(props: {
  search: string;
  onSearch: (search: string) => void;
  order: CaseOrder;
  onOrder: (order: CaseOrder) => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-3 px-3 py-2 border-bottom saved-cases-tools">
      <SearchBox search={props.search} onSearch={props.onSearch} />
      <OrderSelect order={props.order} onOrder={props.onOrder} />
    </div>
  );
}

function SearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <Form.Group controlId="saved-cases-search" className="d-flex align-items-center gap-2 saved-cases-search">
      <Form.Label className="mb-0 text-nowrap">Search cases</Form.Label>
      <Form.Control
        type="search"
        size="sm"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={CASE_SEARCH_PLACEHOLDER}
      />
    </Form.Group>
  );
}

function OrderSelect({ order, onOrder }: { order: CaseOrder; onOrder: (order: CaseOrder) => void }) {
  return (
    <Form.Group controlId="saved-cases-order" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0 text-nowrap">Sort by</Form.Label>
      <Form.Select size="sm" value={order} onChange={(event) => isCaseOrder(event.target.value) && onOrder(event.target.value)}>
        {Object.entries(CASE_ORDERS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
