/**
 * Compiled answer validators: the contract schemas the widgets' lookups read (prices, reference
 * lists, the error body, the refresh answer) turned at build time into plain functions, so a
 * calculator checks the server's answers as strictly as zod does without shipping zod
 * (docs/decisions/0043-what-a-react-component-adds-to-a-bundle.md). Each schema goes through zod's own JSON
 * Schema export (`z.toJSONSchema`, output shape) and Ajv's standalone code generator.
 *
 * `npm run generate:validators -w @stickers62/core` writes the module; the test
 * src/contract/compiled/compiled.test.ts fails when the committed one differs from what the
 * contract makes now, and checks each validator against its zod schema.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { z } from 'zod/mini';
import { refreshReply } from '../src/contract/auth.js';
import { acrylCalculatorLookups, stickerCalculatorLookups } from '../src/contract/calculator-lookups.js';
import { cdekCities, cdekPoints, cdekTariffReply, orderDeliveryReply } from '../src/contract/checkout.js';
import { companyList } from '../src/contract/companies.js';
import { errorReply } from '../src/contract/errors.js';
import { layoutTemplateList, orderSummary } from '../src/contract/orders.js';
import { paymentLinkReply, paymentStatusReply, publicOrderInfo } from '../src/contract/payments.js';
import { acrylPriceEntries, stickerPriceEntries } from '../src/contract/prices.js';
import { orderProofs } from '../src/contract/proofs.js';
import { publicOrderInvoice } from '../src/contract/public-invoice.js';
import { acrylFittings, acrylMaterialCategories, nameList } from '../src/contract/references.js';
import { parcel } from '../src/contract/shipments.js';

/** A CommonJS module: its function is both the import and its `default` (which the types know). */
const standaloneCode = standalone.default;

export const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const generatedPath = 'src/contract/compiled/generated.ts';
const biome = fileURLToPath(new URL('../../../node_modules/.bin/biome', import.meta.url));

/** The function each schema becomes (exported under this name) and the schema it checks. */
export const compiledSchemas = {
  validateStickerPriceEntries: stickerPriceEntries,
  validateAcrylPriceEntries: acrylPriceEntries,
  validateNameList: nameList,
  validateAcrylMaterialCategories: acrylMaterialCategories,
  validateAcrylFittings: acrylFittings,
  validateErrorReply: errorReply,
  validateRefreshReply: refreshReply,
  validateLayoutTemplateList: layoutTemplateList,
  validateStickerCalculatorLookups: stickerCalculatorLookups,
  validateAcrylCalculatorLookups: acrylCalculatorLookups,
  // The payment card's answers (the order-link page), so the card ships no zod either.
  validatePublicOrderInfo: publicOrderInfo,
  validatePaymentLinkReply: paymentLinkReply,
  validatePaymentStatusReply: paymentStatusReply,
  validateOrderSummary: orderSummary,
  validateOrderProofs: orderProofs,
  validateOrderDeliveryReply: orderDeliveryReply,
  validateCdekCities: cdekCities,
  validateCdekPoints: cdekPoints,
  validateCdekTariffReply: cdekTariffReply,
  validateParcel: parcel,
  // The order-link page's invoice part (issue 34).
  validatePublicOrderInvoice: publicOrderInvoice,
  validateCompanyList: companyList,
} as const satisfies Record<string, z.core.$ZodType>;
export type CompiledSchemaName = keyof typeof compiledSchemas;

/**
 * The JSON Schema of what a zod schema accepts and gives back. zod throws on what JSON Schema
 * cannot say (transforms, custom types); a refinement it would silently drop is refused here,
 * so a compiled validator never accepts what the zod schema rejects.
 */
export function jsonSchemaOf(schema: z.core.$ZodType): Record<string, unknown> {
  refuseRefinements(schema, []);
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
  requirePatterns(jsonSchema, []);
  return withoutStringKeyChecks(jsonSchema) as Record<string, unknown>;
}

/**
 * zod states a record's `z.string()` keys as `propertyNames: { type: 'string' }`, which every
 * object key meets; Ajv would still emit a loop for it in each widget. It is left out.
 */
function withoutStringKeyChecks(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutStringKeyChecks);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => !(key === 'propertyNames' && JSON.stringify(value) === '{"type":"string"}'),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutStringKeyChecks(value)]));
}

/**
 * Ajv leaves `format` unchecked here (`validateFormats: false`): zod states each of its string
 * formats (uuid, date-time) as a `pattern`, its own regular expression, and that carries the
 * check. A format without one would be checked by nothing, so it is refused.
 */
function requirePatterns(node: unknown, path: string[]): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.format === 'string' && typeof record.pattern !== 'string') {
    throw new Error(`${path.join('.') || 'schema'}: format ${record.format} has no pattern to check it by`);
  }
  for (const [key, child] of Object.entries(record)) requirePatterns(child, [...path, key]);
}

function refuseRefinements(schema: z.core.$ZodType, path: string[]): void {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  for (const check of def.checks ?? []) {
    if (check._zod.def.check === 'custom')
      throw new Error(`${path.join('.') || 'schema'}: a refinement JSON Schema cannot carry`);
  }
  const children: [string, unknown][] = [];
  if (def.type === 'object') children.push(...Object.entries(def.shape as Record<string, unknown>));
  for (const key of ['element', 'innerType', 'keyType', 'valueType', 'in', 'out'] as const) {
    if (def[key]) children.push([key, def[key]]);
  }
  if (Array.isArray(def.options))
    children.push(...def.options.map((option, index): [string, unknown] => [String(index), option]));
  for (const [key, child] of children) refuseRefinements(child as z.core.$ZodType, [...path, key]);
}

/**
 * Ajv's options: stop at the first error (an answer is either right or refused), remove the
 * properties a schema does not name as zod's objects strip them, refuse NaN and Infinity as
 * zod does, formats as patterns (requirePatterns), and emit ES module source.
 */
function compiler(): Ajv {
  return new Ajv({
    code: { source: true, esm: true, lines: false },
    allErrors: false,
    messages: false,
    removeAdditional: true,
    strict: true,
    strictNumbers: true,
    validateFormats: false,
    // zod's regular expressions run without the `u` flag; so do their compiled copies.
    unicodeRegExp: false,
  });
}

/**
 * Ajv keeps each schema as a constant only to quote an enum's allowed values in an error; the
 * values are put in place instead, so the constants (the whole schema as data) drop out.
 */
function withoutSchemaConstants(code: string): string {
  const constants = new Map<string, unknown>();
  let rest = code;
  for (const match of code.matchAll(/const (schema\d+) = /g)) {
    const start = (match.index ?? 0) + match[0].length;
    const text = code.slice(start, jsonEnd(code, start));
    constants.set(match[1] ?? '', JSON.parse(text));
    rest = rest.replace(`${match[0]}${text};`, '');
  }
  // A path may index an array (`schema11.properties.refund.anyOf[0].properties.reason.enum`).
  return rest.replace(/\b(schema\d+)((?:\.[A-Za-z_$][\w$]*|\[\d+\])+)/g, (whole, name: string, path: string) => {
    if (!constants.has(name)) throw new Error(`Ajv's output refers to an unknown constant: ${whole}`);
    let value = constants.get(name);
    for (const [, key, index] of path.matchAll(/\.([A-Za-z_$][\w$]*)|\[(\d+)\]/g))
      value = (value as Record<string, unknown>)[key ?? index ?? ''];
    if (value === undefined) throw new Error(`Ajv's output refers to a missing part of its schema: ${whole}`);
    // `hasOwnProperty.call(schema.properties, key)` (removing unnamed properties) needs only the
    // names: the property schemas themselves would be dead weight in every widget.
    if (path.endsWith('.properties') && value && typeof value === 'object')
      return JSON.stringify(Object.fromEntries(Object.keys(value).map((name) => [name, 1])));
    return JSON.stringify(value);
  });
}

/** Where the JSON object that starts at `start` ends (brackets counted outside strings). */
function jsonEnd(code: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < code.length; index += 1) {
    const character = code[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '{' || character === '[') depth += 1;
    else if (character === '}' || character === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  throw new Error("Ajv's output changed shape: a schema constant does not end");
}

/**
 * An error says where the answer is wrong and which check failed (`instancePath`, `keyword`):
 * it only becomes the `cause` of the call's ApiError. Ajv's schema path and parameters go, which
 * keeps each widget's copy of the validators small.
 */
function withShortErrors(code: string): string {
  const short = code
    .replace(/,schemaPath:"[^"]*"/g, '')
    .replace(/,params:\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*\}/g, '')
    .replace(/,propertyName:[\w$]+/g, '');
  if (/schemaPath|params:/.test(short))
    throw new Error("Ajv's output changed shape: an error object kept its schema path");
  return short;
}

/**
 * A pattern is a module-level `new RegExp`, which a bundler keeps unless told it is pure: marked,
 * a widget that never reads the answer with the pattern does not carry it.
 */
function withPurePatterns(code: string): string {
  return code.replace(/= new RegExp\(/g, '= /*#__PURE__*/ new RegExp(');
}

/**
 * The validators of parts a widget loads on demand go to modules of their own, one per part (the
 * order-link page's delivery choice, parcel and invoice): a bundler puts a module whole into one
 * chunk, so in the module of the card's first-load validators they would load with the card, and
 * in one module shared by two parts they would load with the card's shared chunk.
 */
export const onDemandModules: Partial<Record<CompiledSchemaName, string>> = {
  validateOrderDeliveryReply: 'src/contract/compiled/generated-delivery.ts',
  validateCdekCities: 'src/contract/compiled/generated-delivery.ts',
  validateCdekPoints: 'src/contract/compiled/generated-delivery.ts',
  validateCdekTariffReply: 'src/contract/compiled/generated-delivery.ts',
  validateParcel: 'src/contract/compiled/generated-parcel.ts',
  validatePublicOrderInvoice: 'src/contract/compiled/generated-invoice.ts',
  validateCompanyList: 'src/contract/compiled/generated-invoice.ts',
};

/** One generated module of the named validators, formatted as the repository's biome formats. */
function generatedModule(names: CompiledSchemaName[], path: string): string {
  const ajv = compiler();
  for (const name of names) ajv.addSchema(jsonSchemaOf(compiledSchemas[name]), name);
  const exports = Object.fromEntries(names.map((name) => [name, name]));
  const code = withPurePatterns(withShortErrors(withoutSchemaConstants(standaloneCode(ajv, exports))));
  if (/\brequire\(/.test(code)) throw new Error('The compiled validators need an Ajv runtime helper (require)');
  const module = [
    '// Generated by scripts/generate-validators.ts from the contract schemas (zod → JSON Schema → Ajv',
    '// standalone code): do not edit; run `npm run generate:validators -w @stickers62/core`.',
    '// biome-ignore-all lint: code as Ajv generates it',
    '// @ts-nocheck',
    code.replace(/^"use strict";/, ''),
    '',
  ].join('\n');
  return execFileSync(biome, ['format', `--stdin-file-path=${packageDir}${path}`], {
    input: module,
    encoding: 'utf8',
  });
}

/** The generated modules by path: the first-load validators, then one module per part loaded on demand. */
export function generatedValidators(): Record<string, string> {
  const byPath = new Map<string, CompiledSchemaName[]>([[generatedPath, []]]);
  for (const name of Object.keys(compiledSchemas) as CompiledSchemaName[]) {
    const path = onDemandModules[name] ?? generatedPath;
    byPath.set(path, [...(byPath.get(path) ?? []), name]);
  }
  return Object.fromEntries([...byPath].map(([path, names]) => [path, generatedModule(names, path)]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, code] of Object.entries(generatedValidators())) await writeFile(`${packageDir}${path}`, code);
  console.log(
    `Wrote ${Object.keys(generatedValidators()).length} modules (${Object.keys(compiledSchemas).length} validators)`,
  );
}
