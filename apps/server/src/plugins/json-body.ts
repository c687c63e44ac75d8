import { MAX_JSON_DEPTH, type ValidationErrorBody } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';

export const TOO_DEEP = 'The body nests lists and objects too deeply.';

interface Visit {
  value: unknown;
  depth: number;
  key: string;
  parent?: Visit;
}

/**
 * Where `value` first nests lists and objects deeper than MAX_JSON_DEPTH: the
 * 400 naming that place, or undefined. It walks with a list of its own rather
 * than by recursion, so the walk itself cannot overflow the stack it protects.
 */
export function nestingProblem(value: unknown): ValidationErrorBody | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const pending: Visit[] = [{ value, depth: 0, key: '' }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const depth = visit.depth + 1;
    if (depth > MAX_JSON_DEPTH) {
      const message = `Lists and objects may be nested at most ${MAX_JSON_DEPTH} deep.`;
      return { error: TOO_DEEP, issues: [{ path: pathOf(visit), message }] };
    }
    for (const [key, child] of Object.entries(visit.value as object))
      if (child !== null && typeof child === 'object') pending.push({ value: child, depth, key, parent: visit });
  }
  return undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** A parser's failure that the error handler (`plugins/error-replies.ts`) answers as a 400 with this very body. */
function rejection(body: ValidationErrorBody): Error {
  return Object.assign(new Error(body.error), { statusCode: 400, ...body });
}

/**
 * The app's JSON bodies: Fastify's own parser (prototype poisoning refused as
 * before), then the nesting check, so that no route, and no worker thread a
 * body is copied to, ever receives a body nested past the limit.
 */
export function jsonBodies(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const problem = nestingProblem(value);
      return problem ? done(rejection(problem), undefined) : done(null, value);
    }),
  );
}
