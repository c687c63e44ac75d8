/** The methodology page (docs/methodology.md rendered by the app). */
const METHODOLOGY_PATH = '/methodology';

/** The anchor of a numbered section of the methodology page ("5" → "section-5"). */
export const methodologyAnchor = (section: string) => `section-${section}`;

/** A link to a numbered section of the methodology page. */
export const methodologyLink = (section: string) => `${METHODOLOGY_PATH}#${methodologyAnchor(section)}`;
