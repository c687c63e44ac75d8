import { Form } from 'react-bootstrap';
import { FONT_OPTIONS, isFontLabel } from '../state/fonts.ts';
import { useReport } from '../state/report-context.tsx';

/** The report font (spec §3), kept in local storage under 'font'. */
export function FontSelector() {
  const { font, setFont } = useReport();
  return (
    <Form.Group controlId="report-font" className="d-flex align-items-center gap-2 mb-0">
      <Form.Label className="mb-0 small text-white-50">Font</Form.Label>
      <Form.Select
        size="sm"
        value={font}
        onChange={(event) => isFontLabel(event.target.value) && setFont(event.target.value)}
        className="report-font-select"
      >
        {FONT_OPTIONS.map((option) => (
          <option key={option.label} value={option.label} style={{ fontFamily: option.family }}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
