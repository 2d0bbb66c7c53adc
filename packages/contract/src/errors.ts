import { z } from 'zod';

/** The one error shape of the API: a Ukrainian message and, for invalid input, one message per field. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
