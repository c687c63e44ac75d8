import { caseSensitivity, sensitivityRequest, validationErrorBody, type BodyAnswerer, type ValidationErrorBody } from '@damages/contracts';
import type { EndpointOutcome, TableEndpointName } from '../endpoint-route.ts';

/** What a create_table endpoint answers to a body, its rows unwritten (`TableHandler.unwritten`), or the 400 its route answers. */
export type UnwrittenOutcome = { status: 400; body: ValidationErrorBody } | { status: 200; answer: unknown };

type UnwrittenAnswerer = (name: TableEndpointName, body: unknown, parsed?: unknown) => UnwrittenOutcome;

/** A body its endpoint refused, with the 400 its route answers. */
class RefusedBody extends Error {
  constructor(
    readonly endpoint: TableEndpointName,
    readonly refusal: ValidationErrorBody,
  ) {
    super(`${endpoint} refused its body`);
  }
}

/**
 * POST /api/sensitivity's work on a body, on the calling thread (the event loop, or a worker of the
 * calculation pool): the request checked by the contract (a 400 naming each field, under
 * `bodies.<endpoint>` for a calculation body), then the case recomputed under each variation by
 * contracts' `caseSensitivity`, each body answered as its create_table route answers it.
 *
 * A body the contract accepts can still be refused by its route's data checks (the CPI-U data's
 * first year, interest on a future table); that too is a 400 naming the field under
 * `bodies.<endpoint>`. Those checks read dates and interest, which no variation moves, so only
 * the case's own bodies meet them; a variation refused all the same would be answered the same
 * way rather than leave the exhibit with a hole in it.
 */
export function sensitivityOutcome(body: unknown, answerBody: UnwrittenAnswerer): EndpointOutcome {
  const parsed = sensitivityRequest.safeParse(body);
  if (!parsed.success) return { status: 400, body: validationErrorBody(parsed.error) };
  const answer: BodyAnswerer = (name, moved, parsed) => {
    const outcome = answerBody(name, moved, parsed);
    if (outcome.status === 400) throw new RefusedBody(name, outcome.body);
    return outcome.answer;
  };
  try {
    return { status: 200, json: JSON.stringify(caseSensitivity(parsed.data, answer)) };
  } catch (error) {
    if (!(error instanceof RefusedBody)) throw error;
    const { error: sentence, issues } = error.refusal;
    return {
      status: 400,
      body: {
        error: sentence,
        issues: issues.map(({ path, message }) => ({ path: ['bodies', error.endpoint, path].filter(Boolean).join('.'), message })),
      },
    };
  }
}
