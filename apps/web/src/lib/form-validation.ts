import type { z } from 'zod';

/**
 * Turns a shared zod schema into a Mantine form validator. Errors are keys of the `errors`
 * namespace (`required`, `invalid_password`, …); `translateError` renders them.
 */
export function zodFormValidator(schema: z.ZodType) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issueKey(issue);
    }
    return errors;
  };
}

function issueKey(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) {
    return 'required';
  }
  if (issue.code === 'too_small') return 'too_short';
  if (issue.code === 'too_big') return 'too_long';
  // Shared schemas put an error key in custom messages (e.g. `invalid_password`).
  if (/^[A-Za-z][A-Za-z0-9_]*$/.test(issue.message)) return issue.message;
  return 'invalid_value';
}
