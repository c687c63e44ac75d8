import { z } from 'zod';

/**
 * The economists a report can be signed by (ids economist-1 and economist-2).
 * A firm replaces these neutral defaults with its own in DATA_DIR/economists.json;
 * the server answers them at GET /api/settings/economists.
 */
export interface Economist {
  id: 'economist-1' | 'economist-2';
  name: string;
  title: string;
  credentials: string;
}

export const DEFAULT_ECONOMISTS: Economist[] = [
  { id: 'economist-1', name: 'Economist One', title: 'Consulting Economist', credentials: 'Ph.D., Economics' },
  { id: 'economist-2', name: 'Economist Two', title: 'Consulting Economist', credentials: 'M.A., Economics' },
];

/** The firm's settings file: both economists, each with a name, a title and credentials. */
export const economistsSettings = z
  .array(
    z.object({
      id: z.enum(['economist-1', 'economist-2']),
      name: z.string().trim().min(1),
      title: z.string().trim().min(1),
      credentials: z.string(),
    }),
  )
  .min(1)
  .max(2);
