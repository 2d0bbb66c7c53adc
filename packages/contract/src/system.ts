import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

export const configResponseSchema = z
  .object({
    subscription: z.object({
      price: z.number().int().nonnegative().describe('Premium price in UAH'),
      days: z.number().int().positive().describe('Premium term in days'),
    }),
    users: z.object({ students: z.number().int().nonnegative() }),
  })
  .meta({ id: 'Config' });

export type ConfigResponse = z.infer<typeof configResponseSchema>;
