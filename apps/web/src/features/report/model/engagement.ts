import { caseCaption, docketText, hasCaseCaption, type CaseCaption, type SavedFormRecord } from '@damages/contracts';

/**
 * The matter and who retained the economist, as the cover and the introduction
 * state them. A case saved before the caption existed has
 * none: the cover and the introduction read as they did, with the retaining
 * attorney or firm typed in Case Information.
 */
export interface Engagement {
  caption: CaseCaption;
  /** Whether any part of the caption or the attorney's details was entered. */
  hasCaption: boolean;
  /** "Ana Ruiz of Ruiz & Cole LLP", or the retaining attorney or firm as typed in Case Information. */
  retainedBy: string;
  /** The retaining attorney's name, firm and address lines, for the cover's "Prepared for". */
  preparedFor: string[];
  /** "Case No. 2:24-cv-01234" or undefined. */
  docketText?: string;
}

export function engagement(record: SavedFormRecord): Engagement {
  const caption = caseCaption(record.formData);
  const { name, firm, address } = caption.attorney;
  const typed = record.formData.case.retainingAttorneyOrFirm.trim();
  const retainedBy = name && firm ? `${name} of ${firm}` : (name ?? firm ?? typed);
  const addressLines = (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const preparedFor = name || firm ? [name, firm, ...addressLines].filter((part): part is string => !!part) : [typed, ...addressLines];
  return {
    caption,
    hasCaption: hasCaseCaption(caption),
    retainedBy,
    preparedFor: preparedFor.filter((line) => line !== ''),
    docketText: docketText(caption.docketNumber),
  };
}
