/** The limit counts requests per minute, as CALCULATION_RATE_LIMIT does. */
const WINDOW_MS = 60_000;

/**
 * Clients counted in one window at most. A flood of made-up session cookies
 * adds a key per request, and only the address key bounds that; past this many
 * keys a new one goes uncounted until the next window, so memory stays bounded
 * while the keys already counted (the busiest) stay limited.
 */
const MAX_COUNTED_KEYS = 100_000;

/** A real session cookie is well under this; a longer made-up one is counted by its beginning, so its size cannot fill memory. */
const MAX_KEY_LENGTH = 160;

export interface RequestFloodLimit {
  /**
   * Counts a request made by every one of `keys` (its client address, its
   * session cookie) and answers undefined; or, when one of them has used up
   * this minute's requests, counts nothing and answers the seconds until the
   * next minute starts.
   */
  take(keys: readonly string[]): number | undefined;
}

/**
 * An in-memory count of requests per key, in fixed one-minute windows: cheap
 * enough to run before anything that touches the database, so that a flood
 * from one address or one cookie is refused without costing the other users a
 * session lookup. Counts are per server instance.
 */
export function requestFloodLimit(perMinute: number): RequestFloodLimit {
  const counts = new Map<string, number>();
  let windowEnds = 0;
  return {
    take(keys) {
      const now = Date.now();
      if (now >= windowEnds) {
        counts.clear();
        windowEnds = now + WINDOW_MS;
      }
      const counted = keys.map((key) => key.slice(0, MAX_KEY_LENGTH));
      if (counted.some((key) => (counts.get(key) ?? 0) >= perMinute)) return Math.max(1, Math.ceil((windowEnds - now) / 1000));
      for (const key of counted) {
        const count = counts.get(key);
        if (count !== undefined) counts.set(key, count + 1);
        else if (counts.size < MAX_COUNTED_KEYS) counts.set(key, 1);
      }
      return undefined;
    },
  };
}
