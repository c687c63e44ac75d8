import { DISCOUNT_CONVENTION_LABELS, DISCOUNT_METHOD_LABELS } from '@damages/contracts';
import { DISCOUNT_CONVENTIONS, DISCOUNT_METHODS, type DiscountConvention, type DiscountMethod } from '@damages/engine';
import { memo, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import { methodologyLink } from '../../../lib/methodology-link.ts';
import { FieldMessage } from '../fields/field-message.tsx';
import { ForumDepartureNote } from '../fields/forum-departure-note.tsx';
import { fieldId, useFieldStatus, type FieldName } from '../fields/field-status.ts';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { livePercent, RATE_EXAMPLE } from '../model/field-help.ts';
import type { FormValues } from '../model/form-values.ts';
import { useVisibility } from '../model/use-visibility.ts';
import { blankValuation, valuationFieldsShown } from '../model/valuation.ts';

/** What each convention means for the method (methodology §12), under the choice. */
const CONVENTION_HELP: Record<DiscountConvention, string> = {
  midPeriod:
    'Each future year is discounted by day count from the middle of its period back to the date of trial; the year of trial is split at the trial date.',
  midYear:
    'The losses are valued as of the valuation year: that year and the years before it are past losses, not discounted; each later year is discounted from its middle (t = year − valuation year − ½).',
  endOfYear:
    'The losses are valued as of the valuation year: that year and the years before it are past losses, not discounted; each later year is discounted from its end (t = year − valuation year).',
};

/** What each method makes of a loss's discount and growth rates (methodology §12). */
const METHOD_HELP: Record<DiscountMethod, string> = {
  nominal: 'Future losses are discounted at the nominal discount rate entered for each loss.',
  netDiscountRate:
    'Future losses are discounted at the net discount rate you state, net of each loss’s own growth rate: the rate applied is (1 + growth) × (1 + net rate) − 1.',
  totalOffset:
    'Future growth is taken to offset discounting, so each future year counts at its amount in dollars of the valuation date; Pennsylvania requires it for lost earnings, Kaczkowski v. Bolubasz, 491 Pa. 561 (1980).',
  undiscounted: 'Future losses are stated at their nominal amounts, without any discount.',
};

const CONVENTION_OPTIONS = DISCOUNT_CONVENTIONS.map((value) => ({ value, label: DISCOUNT_CONVENTION_LABELS[value] }));
const METHOD_OPTIONS = DISCOUNT_METHODS.map((value) => ({ value, label: DISCOUNT_METHOD_LABELS[value] }));

/**
 * Valuation: how every loss table is discounted (methodology §12). Shown with any loss; the
 * defaults are the product's valuation before version 3 (mid-period, nominal rates).
 */
export const ValuationSection = memo(function ValuationSection() {
  const { control } = useFormContext<FormValues>();
  const shown = useVisibility();
  const blank = blankValuation();
  const [convention = blank.discountConvention, method = blank.discountMethod, dateOfTrial] = useWatch({
    control,
    name: ['valuation.discountConvention', 'valuation.discountMethod', 'case.dateOfTrial'],
  });
  const fields = valuationFieldsShown({ discountConvention: convention, discountMethod: method }, shown);
  const trialYear = /^(\d{4})-\d{2}-\d{2}$/.exec(dateOfTrial ?? '')?.[1];
  return (
    <SectionCard title="Valuation" testId="valuation-section">
      <p className="text-body-secondary">
        How the future losses are discounted to present value.{' '}
        <Link to={methodologyLink('12')} target="_blank" rel="noopener" aria-label="Methodology of valuation (opens in a new tab)">
          Methodology
        </Link>
      </p>
      <Row>
        <Col md={6}>
          <SelectField
            name="valuation.discountConvention"
            label="Discount convention"
            options={CONVENTION_OPTIONS}
            placeholder={null}
            help={CONVENTION_HELP[convention]}
          />
        </Col>
        {fields.valuationYear && (
          <Col md={6}>
            <TextField name="valuation.valuationYear" label="Valuation year" placeholder={trialYear ?? 'e.g. 2025'}>
              The year the losses are valued as of. Blank: the year of trial{trialYear ? ` (${trialYear})` : ''}.
            </TextField>
          </Col>
        )}
      </Row>
      <Row>
        <Col md={6}>
          <SelectField
            name="valuation.discountMethod"
            label="Discount method"
            options={METHOD_OPTIONS}
            placeholder={null}
            help={METHOD_HELP[method]}
          />
          <ForumDepartureNote path="valuation.discountMethod" />
        </Col>
        {fields.netDiscountRate && (
          <Col md={6}>
            <TextField name="valuation.netDiscountRate" label="Net discount rate" placeholder="e.g. 0.015" percent>
              The real rate of return, net of growth, at which every future loss is discounted. {RATE_EXAMPLE}
            </TextField>
          </Col>
        )}
      </Row>
      {fields.portions && <YearPortions />}
    </SectionCard>
  );
});

/** Behind "Advanced": the economist's own Portion of the first and last years (earnings and support only). */
function YearPortions() {
  const { getValues } = useFormContext<FormValues>();
  const first = useFieldStatus('valuation.firstYearPortion');
  const last = useFieldStatus('valuation.lastYearPortion');
  const [expanded, setExpanded] = useState(() => {
    const [firstText, lastText] = getValues(['valuation.firstYearPortion', 'valuation.lastYearPortion']);
    return (firstText ?? '').trim() !== '' || (lastText ?? '').trim() !== '';
  });
  // A portion in error is never hidden: the error summary's link must reach it.
  const open = expanded || first.isInvalid || last.isInvalid;
  return (
    <div className="valuation-advanced">
      <Button variant="link" className="px-0" aria-expanded={open} aria-controls="valuation-portions" onClick={() => setExpanded(!open)}>
        Advanced: first- and last-year portions
      </Button>
      {open && (
        <Row id="valuation-portions">
          <Col md={6}>
            <TextField name="valuation.firstYearPortion" label="First-year portion" placeholder="by day count">
              The share of the loss period’s first calendar year that counts, over 0 and at most 1 (e.g. 0.33 for a death in early
              September); it replaces the day-count Portion of that year in the earnings and support tables. Blank: by day count.
            </TextField>
          </Col>
          <Col md={6}>
            <TextField name="valuation.lastYearPortion" label="Last-year portion" placeholder="by day count">
              The share of the calendar year of the loss period’s last day that counts, over 0 and at most 1; earnings and support tables
              only. Blank: by day count.
            </TextField>
          </Col>
        </Row>
      )}
    </div>
  );
}

interface FieldProps {
  name: FieldName;
  label: string;
  /** The help under the field, read with it. */
  children: ReactNode;
}

/** A number of the group, with its inline message, its help and, for a rate, the live percentage. */
function TextField({ name, label, placeholder, percent, children }: FieldProps & { placeholder: string; percent?: boolean }) {
  const { register } = useFormContext<FormValues>();
  const { message, isInvalid, isValid } = useFieldStatus(name);
  const id = fieldId(name);
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        type="number"
        step="any"
        inputMode="decimal"
        placeholder={placeholder}
        {...register(name)}
        isInvalid={isInvalid}
        isValid={isValid}
        aria-invalid={isInvalid || undefined}
        aria-describedby={[message ? `${id}-error` : '', `${id}-help`].filter(Boolean).join(' ')}
      />
      <FieldMessage id={`${id}-error`} message={message} />
      <Form.Text id={`${id}-help`} className="field-help d-block">
        {children}
        {percent && <LivePercent name={name} />}
      </Form.Text>
    </Form.Group>
  );
}

function LivePercent({ name }: { name: FieldName }) {
  const text = useWatch<FormValues>({ name });
  const percent = typeof text === 'string' ? livePercent(text) : undefined;
  return percent ? (
    <>
      {' '}
      <strong data-testid="live-percent">{percent}</strong>
    </>
  ) : null;
}
