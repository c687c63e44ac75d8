import { z } from 'zod';

/** Body of every 4xx answer: one sentence, then each problem with the field it concerns. */
export const validationErrorResponse = z
  .object({
    error: z.string().describe('One sentence saying what is wrong'),
    issues: z.array(
      z.object({
        path: z.string().describe('The field at fault, e.g. "taxIncome.0.taxIncome"; empty for the whole body'),
        message: z.string(),
      }),
    ),
  })
  .describe('Every 4xx answer');

export type ValidationErrorBody = z.infer<typeof validationErrorResponse>;

export function validationErrorBody(error: z.ZodError, sentence = 'The request is invalid.'): ValidationErrorBody {
  return {
    error: sentence,
    issues: error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  };
}
