/**
 * Whether a repeated block (a modality, a document, a child…) holds anything
 * the user entered: some text differs from what a fresh block starts with.
 * Extra list items (a second scenario) are compared with the template's last
 * item, so a block the user never touched is removed without a question.
 */
export function hasEnteredData(value: unknown, blank: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '' && value !== blank;
  if (Array.isArray(value)) {
    const template = Array.isArray(blank) ? blank : [];
    return value.some((item, index) => hasEnteredData(item, template[Math.min(index, template.length - 1)]));
  }
  if (value !== null && typeof value === 'object') {
    const template = blank !== null && typeof blank === 'object' ? (blank as Record<string, unknown>) : {};
    return Object.entries(value).some(([key, item]) => hasEnteredData(item, template[key]));
  }
  return false;
}
