import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/**
 * Inputs that broke servers before: empty and blank text, control and NUL characters, lone
 * surrogates, path tricks, SQL and markup, numbers at the edges of every integer width, and
 * names that mean something to JavaScript objects.
 */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  '\t\r\n',
  '\uD800',
  '\uFFFF',
  '🦄👨‍👩‍👧',
  'Ё'.repeat(300),
  'x'.repeat(5000),
  '../../../../etc/passwd',
  '..',
  '%',
  '%00',
  '%zz',
  "'; drop table users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '\u0024{7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '2147483648',
  '9223372036854775808',
  '0x10',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '9999-12-31',
  '0000-01-01',
];

export const nastyNumbers = [
  0,
  -0,
  -1,
  0.5,
  1e-7,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e21,
];

/** Any text: known-good values of this app, hostile strings and random unicode. */
export function anyString(dictionary: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...dictionary) },
    { weight: 2, arbitrary: fc.constantFrom(...nastyStrings) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/**
 * Good values of this app by field name (`cuttingType`, `orderId`, …): a field so named gets
 * them often, so generated bodies pass the reference checks and reach the database.
 */
export type FieldValues = Record<string, readonly unknown[] | fc.Arbitrary<unknown>>;
let fieldValues: FieldValues = {};
export function useFieldValues(values: FieldValues): void {
  fieldValues = values;
}

const matchesType = (schema: JsonSchema) => (value: unknown) => {
  const types = typesOf(schema);
  if (types.includes('array')) return Array.isArray(value);
  if (types.includes('integer')) return Number.isInteger(value);
  return types.some((type) => typeof value === type);
};

/**
 * Values that mostly satisfy `schema`, built from the app's own good values, so requests get
 * past validation and into handlers and the database. Edge values stay in on purpose.
 */
export function wellFormed(
  schema: JsonSchema,
  dictionary: readonly string[],
  depth = 0,
  field?: string,
): fc.Arbitrary<unknown> {
  const values = field ? fieldValues[field] : undefined;
  const generated = wellFormedBySchema(schema, dictionary, depth);
  if (values instanceof fc.Arbitrary) return fc.oneof({ weight: 6, arbitrary: values }, generated);
  const known = (values ?? []).filter(matchesType(schema));
  if (known.length === 0) return generated;
  return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated });
}

function wellFormedBySchema(schema: JsonSchema, dictionary: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.nullable) options.push(fc.constant(null));
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), ...options);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((entry) => wellFormed(entry, dictionary, depth + 1)));
  if (schema.allOf?.[0]) return wellFormed(schema.allOf[0], dictionary, depth + 1);

  for (const type of typesOf(schema)) {
    switch (type) {
      case 'null':
        options.push(fc.constant(null));
        break;
      case 'boolean':
        options.push(fc.boolean());
        break;
      case 'integer': {
        const min = Math.max(schema.minimum ?? -(2 ** 31), -Number.MAX_SAFE_INTEGER);
        const max = Math.min(schema.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER);
        const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
        // Small non-negative numbers are what counts, pages and ids look like; prefer them.
        const smallMin = Math.max(Math.ceil(min), 0);
        const smallMax = Math.min(Math.floor(max), 60);
        options.push(
          smallMin <= smallMax
            ? fc.oneof({ weight: 3, arbitrary: fc.integer({ min: smallMin, max: smallMax }) }, whole)
            : whole,
        );
        break;
      }
      case 'number':
        options.push(
          fc.double({
            min: schema.minimum ?? -1e9,
            max: schema.maximum ?? 1e9,
            noNaN: true,
            noDefaultInfinity: true,
          }),
        );
        break;
      case 'string':
        options.push(stringFor(schema, dictionary));
        break;
      case 'array':
        options.push(
          fc.array(wellFormed(schema.items ?? {}, dictionary, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 5, 5),
          }),
        );
        break;
      case 'object':
        options.push(objectFor(schema, dictionary, depth));
        break;
    }
  }
  if (options.length === 0) options.push(fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof(...options);
}

function stringFor(schema: JsonSchema, dictionary: readonly string[]): fc.Arbitrary<string> {
  const good = dictionary.filter(
    (value) =>
      value.length >= (schema.minLength ?? 0) &&
      value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
      (!schema.pattern || safeTest(schema.pattern, value)),
  );
  const formatted: fc.Arbitrary<string>[] = [];
  if (schema.format === 'uuid') formatted.push(fc.uuid());
  if (schema.format === 'date') formatted.push(fc.constantFrom('2026-12-01', '2027-01-15', '2026-02-28'));
  if (schema.format === 'email') formatted.push(fc.emailAddress());
  if (schema.format === 'date-time') formatted.push(fc.constant(new Date(0).toISOString()));
  const random = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
  return fc.oneof(...(good.length > 0 ? [fc.constantFrom(...good)] : []), ...formatted, random);
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

function objectFor(schema: JsonSchema, dictionary: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (depth > 4 || Object.keys(properties).length === 0)
    return fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }));
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = wellFormed(property, dictionary, depth + 1, name);
  }
  const required = schema.required ?? [];
  return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
}

/** A value of the wrong kind for `schema`: what a careless or hostile client sends. */
export function malformed(schema: JsonSchema, dictionary: readonly string[]): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(...nastyStrings),
    fc.constantFrom(...nastyNumbers),
    fc.constantFrom(null, true, false, [], {}, [[[]]], { __proto__: { polluted: true } }),
    deeplyNested(),
  ];
  if (typesOf(schema).includes('object') && schema.properties) {
    options.push(objectWithOneFieldBroken(schema, dictionary));
  }
  return fc.oneof(...options);
}

/** A near-valid object with one field removed, retyped or hostile, and maybe an extra key. */
function objectWithOneFieldBroken(schema: JsonSchema, dictionary: readonly string[]): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  return fc
    .tuple(
      objectFor(schema, dictionary, 0),
      fc.constantFrom(...names),
      fc.oneof(
        fc.constant(undefined),
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(...nastyStrings),
        fc.constantFrom(...nastyNumbers),
      ),
      fc.option(fc.constantFrom('__proto__', 'constructor', 'id', 'ownerId', 'payed', 'cost', 'role', 'status')),
    )
    .map(([value, field, replacement, extra]) => {
      const broken: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (replacement === undefined) delete broken[field];
      else broken[field] = replacement;
      if (extra) broken[extra] = extra === '__proto__' ? { role: 'admin' } : 1;
      return broken;
    });
}

function deeplyNested(): fc.Arbitrary<unknown> {
  return fc.integer({ min: 50, max: 2000 }).map((depth) => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
    return value;
  });
}
