/**
 * The limits shared by the entry form and the calculation contract, each named
 * once. The API refuses a body past them with a 400; the form stops the user at
 * the same place, so nothing the form accepts fails at submit.
 */

/** Scenarios of remaining life expectancy, retirement age, annual income and of one medical modality (spec §9). */
export const MAX_SCENARIOS = 3;

/** Children of the household (spec §9: 1 to 10). */
export const MIN_CHILDREN = 1;
export const MAX_CHILDREN = 10;

/** Household-services sources (spec §9: 1 to 10). */
export const MIN_SERVICE_SOURCES = 1;
export const MAX_SERVICE_SOURCES = 10;

/** The household-size choices the form offers (spec §9: 0 to 10); the minimum rule then applies. */
export const MAX_HOUSEHOLD_SIZE_CHOICE = 10;
export const HOUSEHOLD_SIZE_CHOICES: readonly number[] = Array.from({ length: MAX_HOUSEHOLD_SIZE_CHOICE + 1 }, (_, n) => n);
/** The largest household the contract accepts (a body written by hand or by the CLI). */
export const MAX_HOUSEHOLD_SIZE = 30;

/** A life care plan rarely has more than a few dozen items; the cap bounds the work one request can ask for. */
export const MAX_MODALITIES = 50;

/** Documents reviewed (spec: 0 or more); the cap only keeps the form's list a sensible size. */
export const MAX_DOCUMENTS_REVIEWED = 100;

/** A dollar amount (income, costs, deductions) is never negative and never above this. */
export const MAX_AMOUNT = 1e9;

/** An hourly rate for household services. */
export const MAX_HOURLY_RATE = 10_000;

/** Hours in a week and weeks in a (53-week) year, for household services. */
export const MAX_WEEKLY_HOURS = 168;
export const MAX_WEEKS_PER_YEAR = 53;

/** Remaining life expectancy and retirement age are years greater than 0 and at most this. */
export const MAX_YEARS = 120;

/** The free text of a medical modality or category. */
export const MAX_TEXT_LENGTH = 500;

/** The caller's id of one discount horizon, echoed in the answer. */
export const MAX_LOOKUP_ID_LENGTH = 100;

/**
 * How deeply any JSON body may nest lists and objects, the body itself being
 * the first level. The deepest valid request is five levels deep (a medical
 * scenario, in its modality's list of scenarios, in the body's list of
 * modalities); a body nested thousands deep is an attack, and would overflow
 * the recursive code it meets (the copy that carries a body to a worker thread).
 */
export const MAX_JSON_DEPTH = 32;

/** An account holder's name, as given at sign-up or in the account settings: room for any real name, not for a document. */
export const MAX_ACCOUNT_NAME_LENGTH = 200;

/** An e-mail address: the longest path SMTP carries (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

/** A URL an account request may carry (where to return after signing in, an account's picture). */
export const MAX_URL_LENGTH = 2048;

/** Any other text of an account request: a code, a token, a username, a provider's name. */
export const MAX_ACCOUNT_FIELD_LENGTH = 256;

/**
 * The economist's own paragraphs in one report section: room for pages of findings and assumptions,
 * not for a pasted book; a case carries at most a dozen such sections in the browser's storage.
 */
export const MAX_NARRATIVE_LENGTH = 20_000;

/** The plaintiff's occupation or employer, as the report's background sentence quotes it. */
export const MAX_PLAINTIFF_WORK_LENGTH = 120;
