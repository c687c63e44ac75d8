import type { FormDataRecord } from './saved-form-record.ts';

/**
 * The case caption and the retaining attorney, as the report's
 * cover and introduction print them. Every part is optional in the saved record
 * (cases saved before have none); a part left blank is undefined here.
 */
export interface CaseCaption {
  /** "Martinez v. Acme Trucking, Inc." */
  caseName?: string;
  court?: string;
  docketNumber?: string;
  attorney: {
    name?: string;
    firm?: string;
    /** May hold several lines. */
    address?: string;
  };
}

const given = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text.trim());

export function caseCaption(data: Pick<FormDataRecord, 'case'>): CaseCaption {
  const c = data.case;
  return {
    caseName: given(c.caseName),
    court: given(c.court),
    docketNumber: given(c.docketNumber),
    attorney: { name: given(c.attorneyName), firm: given(c.attorneyFirm), address: given(c.attorneyAddress) },
  };
}

/** Whether any part of the caption or the attorney's details was entered. */
export function hasCaseCaption(caption: CaseCaption): boolean {
  return [
    caption.caseName,
    caption.court,
    caption.docketNumber,
    caption.attorney.name,
    caption.attorney.firm,
    caption.attorney.address,
  ].some((part) => part !== undefined);
}

// The docket as typed often carries its own label ("No. 230501234", "Case No. 2:24-cv-01234");
// the report and the saved-cases list add the label once.
const DOCKET_LABEL = /^\s*(?:case\s+)?(?:(?:no|number)\b|#)[\s.:#]*/i;

/** "Case No. <docket>", whatever label the docket was typed with; undefined without one. */
export function docketText(docketNumber: string | undefined): string | undefined {
  const bare = docketNumber?.replace(DOCKET_LABEL, '').trim();
  return bare ? `Case No. ${bare}` : undefined;
}
