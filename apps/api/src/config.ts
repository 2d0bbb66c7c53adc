import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'має бути адресою postgres://…' }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'має бути адресою redis://…' }).optional(),
    SMS_PROVIDER: z.enum(['sandbox', 'turbosms']).default('sandbox'),
    TURBOSMS_TOKEN: z.string().optional(),
    TURBOSMS_SENDER: z.string().default('PDR'),
    TURBOSMS_URL: z.url().default('https://api.turbosms.ua/'),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'liqpay']).default('sandbox'),
    LIQPAY_PUBLIC_KEY: z.string().optional(),
    LIQPAY_PRIVATE_KEY: z.string().optional(),
    /** Operator's choice: LiqPay test payments (status `sandbox`) pay orders; the checkout asks for them too. */
    LIQPAY_SANDBOX: z
      .enum(['true', 'false', '1', '0', ''], { error: 'має бути true або false' })
      .optional()
      .transform((v) => v === 'true' || v === '1'),
    PUBLIC_URL: z.url().optional(),
    /**
     * Which proxies may set X-Forwarded-For: unset or false (the client's socket address is used), true (trust
     * any: only behind a proxy that overwrites the header), a number of hops, or a comma-separated list of addresses.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v): boolean | number | string[] => {
        if (v === undefined || v === '' || v === 'false') return false;
        if (v === 'true') return true;
        if (/^\d+$/.test(v)) return Number(v);
        return v.split(',').map((s) => s.trim());
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    CONTENT_DIR: z.string().default('content/demo'),
    /**
     * Test only: comma-separated phones (+380…) that get Premium when they register, for the end-to-end stories
     * (apps/api/src/plugins/e2e-premium.ts). Refused unless NODE_ENV=test.
     */
    E2E_PREMIUM_PHONES: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
      ),
    /**
     * Test only: comma-separated phones that become teachers, each with a group of their own, when they register
     * (apps/api/src/plugins/e2e-teacher.ts). Refused unless NODE_ENV=test.
     */
    E2E_TEACHER_PHONES: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
      ),
  })
  .superRefine((env, ctx) => {
    if (env.E2E_TEACHER_PHONES.length > 0 && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['E2E_TEACHER_PHONES'],
        message: 'лише для наскрізних тестів (NODE_ENV=test)',
      });
    }
    if (env.E2E_PREMIUM_PHONES.length > 0 && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['E2E_PREMIUM_PHONES'],
        message: 'лише для наскрізних тестів (NODE_ENV=test)',
      });
    }
    if (env.SMS_PROVIDER === 'turbosms' && !env.TURBOSMS_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['TURBOSMS_TOKEN'],
        message: 'потрібен, коли SMS_PROVIDER=turbosms',
      });
    }
    if (env.PAYMENT_PROVIDER === 'liqpay' && !(env.LIQPAY_PUBLIC_KEY && env.LIQPAY_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LIQPAY_PRIVATE_KEY'],
        message: 'LIQPAY_PUBLIC_KEY і LIQPAY_PRIVATE_KEY потрібні, коли PAYMENT_PROVIDER=liqpay',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;
export type Config = Env & {
  PUBLIC_URL: string;
  /** True when the operator set PUBLIC_URL; otherwise links in responses follow the address the client used. */
  PUBLIC_URL_IS_SET: boolean;
};

export class ConfigError extends Error {}

/** The only reader of process.env in the API. A bad value stops the start with the variable's name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Неправильна конфігурація (змінні середовища):\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    PUBLIC_URL_IS_SET: env.PUBLIC_URL !== undefined,
  };
}
