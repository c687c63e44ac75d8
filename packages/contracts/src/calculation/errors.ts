import type { z } from 'zod';

/** Body of every 400 answer: one sentence, then each problem with the field it concerns. */
export interface ValidationErrorBody {
  error: string;
  issues: { path: string; message: string }[];
}

export function validationErrorBody(error: z.ZodError, sentence = 'The request is invalid.'): ValidationErrorBody {
  return {
    error: sentence,
    issues: error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  };
}
