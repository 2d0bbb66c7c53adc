import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Generators for the property-based input test (input-fuzz.test.ts). A value for a field is mostly plausible for
 * its schema (so that requests get past validation and reach the database, where a 500 comes from) and otherwise
 * hostile: numbers past int4 and smallint, NaN-like strings, control characters, very long text, wrong types.
 */

/** Ids that exist in the test database (themes, questions, answers), so that plausible ids hit real rows. */
export interface KnownValues {
  ids: number[];
  /** Phones of existing users. */
  phones: string[];
  groupCodes: string[];
  /**
   * The one field to get wrong values while every other field is right; without it each field is mixed at random.
   * A field of its own per run set finds a column bound missing from any field, however many fields the body has.
   */
  focus?: string;
}

const CONTROL_CODES = [...Array.from({ length: 32 }, (_, i) => i), 0x7f, 0x85, 0x9f];

export const hostileNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1,
  0,
  32_767,
  32_768,
  65_536,
  0.5,
  -1e-7,
);

const numberLikeString = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '2147483648',
  '9007199254740993',
  '-2147483649',
  '32768',
  '0x1F',
  '1.5',
  '-0',
  '+1',
  '',
  ' ',
);

// NUL most often: it is the one PostgreSQL refuses outright, so it is the one that turns into a 500.
const controlCode = fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, fc.constantFrom(...CONTROL_CODES));
const controlString = fc
  .tuple(fc.string({ maxLength: 6 }), controlCode, fc.string({ maxLength: 6 }))
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);

const longString = fc
  .tuple(fc.constantFrom(300, 5_000, 200_000), fc.constantFrom('я', '7', 'x ', '\u0000'))
  .map(([n, unit]) => unit.repeat(n));

export const hostileString = fc.oneof(
  numberLikeString,
  controlString,
  longString,
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Any value of any type, nested a little: what a field gets when the client sends the wrong thing. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(hostileNumber, { minLength: 1, maxLength: 3 }) },
);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function plausibleString(def: Def, known: KnownValues): fc.Arbitrary<unknown> {
  if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
  if (def.format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.oneof(
    fc.constantFrom(
      ...known.phones,
      '12345678',
      '123 45 678',
      '123456',
      'sekret-parol-1',
      'Олена',
      '03:15',
      '0',
    ),
    fc.string({ maxLength: 12 }),
    // Text that is fine but for one control character: what reaches the database if a field forgets the rule.
    controlString,
  );
}

/** Real ids and small counts; the sizes past what a column holds come as a field's wrong values. */
function plausibleNumber(known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof(fc.constantFrom(...known.ids), fc.integer({ min: 0, max: 40 }));
}

/** A value for the schema: plausible most of the time, hostile otherwise, all the way down. */
export function valueFor(schema: unknown, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: plausibleFor(schema, known, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

export function plausibleFor(schema: unknown, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 5) return hostileValue;
  switch (def.type) {
    case 'string':
      return plausibleString(def, known);
    case 'number':
    case 'int':
      return def.coerce
        ? fc.oneof(plausibleNumber(known), plausibleNumber(known).map(String))
        : plausibleNumber(known);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(valueFor(def.innerType, known, depth + 1), { nil: undefined });
    case 'nullable':
      return fc.option(valueFor(def.innerType, known, depth + 1), { nil: null });
    case 'pipe':
      return plausibleFor(defOf(def.in).type === 'transform' ? def.out : def.in, known, depth + 1);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => plausibleFor(o, known, depth + 1)));
    case 'array':
      return fc.array(valueFor(def.element, known, depth + 1), { maxLength: 4 });
    case 'object':
      return objectFor(schema as z.ZodObject, known, depth);
    default:
      return hostileValue;
  }
}

/**
 * An object for the schema, in one of two moods. Mostly every field is right but one, which gets a value that once
 * reached the database, any value at all, or goes missing: that is how a request gets past the other fields'
 * checks to the one under test, and on to the database. Otherwise every field is mixed on its own. Now and then a
 * key the schema does not know comes along.
 */
export function objectFor(schema: z.ZodObject, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema.shape).map(([key, field]) => ({
    key,
    ...fieldValues(key, field, known, depth),
  }));
  const record = (pick: (f: (typeof fields)[number]) => fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(fields.map((f) => [f.key, pick(f)])));
  const oneOff = (odd: (typeof fields)[number] | undefined) => {
    if (!odd) return record((f) => f.good);
    // undefined leaves the key out of the JSON body.
    const wrong = fc.oneof(
      { weight: 3, arbitrary: odd.bad },
      { weight: 1, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
    return record((f) => (f === odd ? wrong : f.good));
  };
  if (known.focus !== undefined) return oneOff(fields.find((f) => f.key === known.focus));
  const mixed = record((f) =>
    fc.oneof(
      { weight: 3, arbitrary: f.good },
      { weight: 1, arbitrary: f.bad },
      { weight: 1, arbitrary: f.any },
    ),
  );
  return fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: fc.integer({ min: 0, max: fields.length }).chain((i) => oneOff(fields[i])) },
        { weight: 1, arbitrary: mixed },
      ),
      fc.option(hostileValue, { freq: 8 }),
    )
    .map(([body, extra]) => (extra === null ? body : { ...body, extra }));
}

interface FieldValues {
  /** What a real client sends. */
  good: fc.Arbitrary<unknown>;
  /** Wrong values of the kinds that reached the database before (decision 050): past int4/smallint, NUL. */
  bad: fc.Arbitrary<unknown>;
  /** Anything, mostly plausible for the schema. */
  any: fc.Arbitrary<unknown>;
}

const freshPhone = fc.integer({ min: 0, max: 9_999_999 }).map((n) => `+38067${String(n).padStart(7, '0')}`);
const pastColumns = fc.constantFrom(2 ** 31, 2 ** 31 + 1, 32_768, 2 ** 53, -(2 ** 31) - 1);

/**
 * Values for a field by its name. A body gets past validation only when every field is right at once (a password
 * and its confirmation equal, a phone that is a phone), so the fields every form has get real values; the rest
 * come from the schema.
 */
function fieldValues(key: string, field: unknown, known: KnownValues, depth: number): FieldValues {
  const any = valueFor(field, known, depth + 1);
  const named = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown> = hostileString) => ({
    good,
    bad,
    any,
  });
  if (key.includes('phone')) {
    return named(
      fc.oneof({ weight: 3, arbitrary: freshPhone }, fc.constantFrom(...known.phones)),
      controlString,
    );
  }
  if (key.startsWith('password')) return named(fc.constant('sekret-parol-1'), controlString);
  if (key === 'group_code') return named(fc.constantFrom(...known.groupCodes, '', null), controlString);
  if (key === 'code') return named(fc.constant('123456'), controlString);
  if (key.endsWith('_name') || key === 'name') {
    return named(fc.constantFrom('Олена', 'Коваль-Шевченко', "Ім'я", 'Я'.repeat(50)), controlString);
  }
  if (key === 'accept') return named(fc.constant(1));
  if (key === 'categories')
    return named(
      fc.constantFrom([3], [1, 3], ['3']),
      pastColumns.map((n) => [n]),
    );
  if (key === 'time')
    return named(fc.constantFrom(0, 195, '03:15', '1200'), fc.oneof(pastColumns, fc.constant('9999999999')));
  if (key === 'data_question')
    return named(answerEntries(known, plausibleNumber(known)), answerEntries(known, pastColumns));
  return { good: plausibleFor(field, known, depth + 1), bad: fc.oneof(pastColumns, controlString), any };
}

function answerEntries(known: KnownValues, ids: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const entry = fc.record({ question_id: fc.oneof(ids, fc.constantFrom(...known.ids)), answer_id: ids });
  return fc.array(entry, { maxLength: 4 }).map((e) => JSON.stringify(e));
}

/** The field names of an object schema, or of every object of a union (a body told apart by its type). */
export function fieldNames(schema: unknown): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys((schema as z.ZodObject).shape);
  if (def.type === 'union') return [...new Set((def.options as unknown[]).flatMap(fieldNames))];
  return [];
}
