import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

/** The providers whose default is a sandbox, and what that default means on a real site. */
const SANDBOX_ADVICE = {
  PAYMENT_PROVIDER:
    'без нього оплата в режимі пісочниці: гроші не списуються, Преміум видається без оплати. Задайте PAYMENT_PROVIDER=liqpay або, якщо це справді показ, PAYMENT_PROVIDER=sandbox',
  SMS_PROVIDER:
    'без нього SMS не надсилаються, а коди відновлення пароля записуються в журнал. Задайте SMS_PROVIDER=turbosms або, якщо це справді показ, SMS_PROVIDER=sandbox',
} as const;
type SandboxVariable = keyof typeof SANDBOX_ADVICE;
const SANDBOX_VARIABLES = Object.keys(SANDBOX_ADVICE) as SandboxVariable[];

function sandboxMessage(name: SandboxVariable, why: string): string {
  return `не задано, а сайт схожий на справжній (${why}); ${SANDBOX_ADVICE[name]}`;
}

/** Test only: a comma-separated list of phones for the end-to-end stories' plugins (refused unless NODE_ENV=test). */
const e2ePhones = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'має бути адресою postgres://…' }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'має бути адресою redis://…' }).optional(),
    // Unset means the sandbox; whether it was named decides if a real-looking site may start (decision 129).
    SMS_PROVIDER: z.enum(['sandbox', 'turbosms']).optional(),
    TURBOSMS_TOKEN: z.string().optional(),
    TURBOSMS_SENDER: z.string().default('PDR'),
    TURBOSMS_URL: z.url().default('https://api.turbosms.ua/'),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'liqpay']).optional(),
    LIQPAY_PUBLIC_KEY: z.string().optional(),
    LIQPAY_PRIVATE_KEY: z.string().optional(),
    /** Operator's choice: LiqPay test payments (status `sandbox`) pay orders; the checkout asks for them too. */
    LIQPAY_SANDBOX: z
      .enum(['true', 'false', '1', '0', ''], { error: 'має бути true або false' })
      .optional()
      .transform((v) => v === 'true' || v === '1'),
    PUBLIC_URL: z.url().optional(),
    /**
     * Key of the signed, short-lived addresses of Premium pictures (plugins/images.ts). Unset: a random key per
     * process, so addresses given out before a restart stop working; several instances behind one address need the
     * same value.
     */
    IMAGE_URL_SECRET: z.string().min(32, 'має бути не коротшим за 32 символи').optional(),
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
    /**
     * Bearer token of GET /metrics (Prometheus' text format, plugins/metrics.ts). Unset: /metrics answers 404 and
     * nothing is measured.
     */
    METRICS_TOKEN: z.string().min(16, 'має бути не коротшим за 16 символів').optional(),
    WEB_DIST: z.string().optional(),
    CONTENT_DIR: z.string().default('content/demo'),
    /**
     * Test only: comma-separated phones (+380…) that get Premium when they register, for the end-to-end stories
     * (apps/api/src/plugins/e2e-premium.ts). Refused unless NODE_ENV=test.
     */
    E2E_PREMIUM_PHONES: e2ePhones,
    /**
     * Test only: comma-separated phones that become teachers, each with a group of their own, when they register
     * (apps/api/src/plugins/e2e-teacher.ts). Refused unless NODE_ENV=test.
     */
    E2E_TEACHER_PHONES: e2ePhones,
    /**
     * Test only: comma-separated phones that become operators when they register
     * (apps/api/src/plugins/e2e-operator.ts). Refused unless NODE_ENV=test.
     */
    E2E_OPERATOR_PHONES: e2ePhones,
    /**
     * Test only: the seconds between two SMS to one number (one a minute otherwise), so that an end-to-end story
     * waits for the real rule at a quarter of its length. Refused unless NODE_ENV=test.
     */
    E2E_SMS_INTERVAL_S: z.coerce.number().int().min(1).max(60).optional(),
    /**
     * Test only: how many times their allowance the per-address limits give (registrations, recovery SMS, feedback
     * and the like), because every end-to-end story comes from 127.0.0.1 and the whole suite registers more than
     * 100 learners an hour. Refused unless NODE_ENV=test.
     */
    E2E_ADDRESS_LIMIT_SCALE: z.coerce.number().int().min(1).max(100).optional(),
  })
  .superRefine((env, ctx) => {
    for (const name of ['E2E_SMS_INTERVAL_S', 'E2E_ADDRESS_LIMIT_SCALE'] as const) {
      if (env[name] !== undefined && env.NODE_ENV !== 'test') {
        ctx.addIssue({ code: 'custom', path: [name], message: 'лише для наскрізних тестів (NODE_ENV=test)' });
      }
    }
    for (const name of ['E2E_OPERATOR_PHONES', 'E2E_TEACHER_PHONES', 'E2E_PREMIUM_PHONES'] as const) {
      if (env[name].length > 0 && env.NODE_ENV !== 'test') {
        ctx.addIssue({ code: 'custom', path: [name], message: 'лише для наскрізних тестів (NODE_ENV=test)' });
      }
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
    if (/^https:/i.test(env.PUBLIC_URL ?? '')) {
      for (const name of SANDBOX_VARIABLES.filter((v) => env[v] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [name], message: sandboxMessage(name, 'PUBLIC_URL з https') });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;
export type Config = Omit<Env, SandboxVariable> & {
  PUBLIC_URL: string;
  /** True when NODE_ENV was set, not defaulted: an explicit production keeps the log JSON in a terminal too. */
  NODE_ENV_IS_SET: boolean;
  /** True when the operator set PUBLIC_URL; otherwise links in responses follow the address the client used. */
  PUBLIC_URL_IS_SET: boolean;
  /** Given or drawn at start (see the schema above). */
  IMAGE_URL_SECRET: string;
  SMS_PROVIDER: NonNullable<Env['SMS_PROVIDER']>;
  PAYMENT_PROVIDER: NonNullable<Env['PAYMENT_PROVIDER']>;
  /** The variables the operator named; a sandbox that is on only by default stops a real-looking site. */
  SMS_PROVIDER_IS_SET: boolean;
  PAYMENT_PROVIDER_IS_SET: boolean;
};

export class ConfigError extends Error {}

function configError(lines: string[]): ConfigError {
  return new ConfigError(`Неправильна конфігурація (змінні середовища):\n${lines.join('\n')}`);
}

/**
 * Refuses a start whose deployment looks real for a reason found after the configuration was read (`why`: content
 * that is not the demo pack) while a sandbox is on only because its variable was left unset (decision 129).
 */
export function refuseDefaultSandboxes(config: Config, why: string): void {
  const unset = SANDBOX_VARIABLES.filter((name) => !config[`${name}_IS_SET`]);
  if (unset.length > 0) throw configError(unset.map((name) => `  ${name}: ${sandboxMessage(name, why)}`));
}

/** One warning line per sandbox that is on, named or not, for the start log. */
export function sandboxWarnings(config: Config): string[] {
  return [
    ...(config.PAYMENT_PROVIDER === 'sandbox'
      ? [
          'Оплата в режимі пісочниці: гроші не списуються, Преміум видається без оплати. Для справжніх платежів задайте PAYMENT_PROVIDER=liqpay',
        ]
      : []),
    ...(config.PAYMENT_PROVIDER === 'liqpay' && config.LIQPAY_SANDBOX
      ? [
          'Оплата LiqPay у тестовому режимі (LIQPAY_SANDBOX): гроші не списуються, Преміум видається без оплати',
        ]
      : []),
    ...(config.SMS_PROVIDER === 'sandbox'
      ? [
          'SMS у режимі пісочниці: повідомлення не надсилаються, коди відновлення пароля записуються в журнал. Для справжніх SMS задайте SMS_PROVIDER=turbosms',
        ]
      : []),
  ];
}

/** The only reader of process.env in the API. A bad value stops the start with the variable's name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw configError(lines);
  }
  const env = parsed.data;
  return {
    ...env,
    NODE_ENV_IS_SET: source.NODE_ENV !== undefined && source.NODE_ENV !== '',
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    PUBLIC_URL_IS_SET: env.PUBLIC_URL !== undefined,
    IMAGE_URL_SECRET: env.IMAGE_URL_SECRET ?? randomBytes(32).toString('base64url'),
    SMS_PROVIDER: env.SMS_PROVIDER ?? 'sandbox',
    SMS_PROVIDER_IS_SET: env.SMS_PROVIDER !== undefined,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? 'sandbox',
    PAYMENT_PROVIDER_IS_SET: env.PAYMENT_PROVIDER !== undefined,
  };
}
