import { badRequest } from '@lightbox/platform';
import type { z } from 'zod';

/** The first problem zod found, as a 400 a person understands. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.message ?? 'The request is not valid.', {
    field: issue?.path.join('.') || undefined,
  });
}
