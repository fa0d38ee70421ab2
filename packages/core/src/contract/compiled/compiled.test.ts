// @vitest-environment node
import { readFileSync } from 'node:fs';
import { companyFixture, layoutEntries, orderId, publicOrderInfo, referenceLists } from '@stickers62/testkit/fixtures';
import { acrylPrices, stickerPrices } from '@stickers62/testkit/prices';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  type CompiledSchemaName,
  compiledSchemas,
  generatedPath,
  generatedValidators,
  jsonSchemaOf,
  packageDir,
} from '../../../scripts/generate-validators.js';
import { referenceListSchemas } from '../references.js';
import * as generatedFirst from './generated.js';
import * as generatedDelivery from './generated-delivery.js';
import * as generatedInvoice from './generated-invoice.js';
import * as generatedParcel from './generated-parcel.js';
import {
  type AnswerValidator,
  acrylCalculatorLookupsAnswer,
  acrylFittingsAnswer,
  acrylMaterialCategoriesAnswer,
  acrylPriceEntriesAnswer,
  cdekCitiesAnswer,
  cdekPointsAnswer,
  cdekTariffReplyAnswer,
  companyListAnswer,
  errorReplyAnswer,
  layoutTemplateListAnswer,
  nameListAnswer,
  orderDeliveryReplyAnswer,
  orderProofsAnswer,
  orderSummaryAnswer,
  parcelAnswer,
  paymentLinkReplyAnswer,
  paymentStatusReplyAnswer,
  publicOrderInfoAnswer,
  publicOrderInvoiceAnswer,
  referenceListAnswers,
  refreshReplyAnswer,
  stickerCalculatorLookupsAnswer,
  stickerPriceEntriesAnswer,
} from './index.js';

/** The payment card's answers (the order-link page): what the server sends for a real order. */
const parcelStatus = { code: 'ACCEPTED', title: 'Принят', city: 'Рязань', at: '2026-11-05T10:00:00.000Z' };
const proofRound = {
  id: 3,
  number: 1,
  createdAt: '2026-11-03T12:00:00.000Z',
  createdBy: 'Анна',
  note: 'Проверьте, пожалуйста, контур',
  itemKind: 'stickers',
  itemName: 'Котики',
  files: [{ id: 5, fileName: 'макет.pdf' }],
  answer: 'changes',
  answeredAt: '2026-11-03T13:00:00.000Z',
  answeredBy: 'Покупатель',
  comment: 'Сделайте ярче',
};
const paymentCardAnswers: Record<
  Extract<
    CompiledSchemaName,
    | 'validatePublicOrderInfo'
    | 'validatePaymentLinkReply'
    | 'validatePaymentStatusReply'
    | 'validateOrderSummary'
    | 'validateOrderProofs'
    | 'validateOrderDeliveryReply'
    | 'validateCdekCities'
    | 'validateCdekPoints'
    | 'validateCdekTariffReply'
    | 'validateParcel'
    | 'validatePublicOrderInvoice'
    | 'validateCompanyList'
  >,
  { compiled: AnswerValidator<unknown>; answers: unknown[] }
> = {
  validatePublicOrderInfo: {
    compiled: publicOrderInfoAnswer,
    answers: [
      publicOrderInfo,
      {
        ...publicOrderInfo,
        manager: null,
        deliveryType: null,
        canPay: false,
        proofState: 'awaiting',
        unpricedItemsCount: 1,
        lastRefund: { amount: 350, reason: 'alreadyPaid', createDate: '2026-11-04T08:00:00.000Z' },
      },
    ],
  },
  validatePaymentLinkReply: {
    compiled: paymentLinkReplyAnswer,
    answers: [{ url: 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2d' }],
  },
  validatePaymentStatusReply: {
    compiled: paymentStatusReplyAnswer,
    answers: [{ paymentStatus: 'success' }, { paymentStatus: 'pending' }],
  },
  validateOrderSummary: {
    compiled: orderSummaryAnswer,
    answers: [
      {
        id: orderId,
        number: 1024,
        status: 'В работе',
        trackNumber: '1234567890',
        proofState: 'approved',
        deliveryType: 'CDEK',
        payed: false,
        approximalSendDate: '2026-11-10',
        approximalDeliveryDate: null,
        orderItems: [
          {
            id: 1,
            name: 'Котики',
            count: 100,
            fileName: 'cats.png',
            isFileInOtherItem: false,
            width: 50,
            height: 40,
            stickerWidth: 48,
            stickerHeight: 38,
            filmType: 'Белая',
            laminationType: 'Glossy',
            cuttingType: 'Contour',
          },
        ],
        acrylOrderItems: [
          { id: 2, name: 'Брелок', count: 20, fileName: null, isFileInOtherItem: false, fittings: ['Карабин'] },
        ],
      },
    ],
  },
  validateOrderProofs: {
    compiled: orderProofsAnswer,
    answers: [
      { state: 'changesRequested', rounds: [proofRound] },
      { state: 'none', rounds: [] },
    ],
  },
  validateOrderDeliveryReply: {
    compiled: orderDeliveryReplyAnswer,
    answers: [
      {
        deliveryType: 'CDEK',
        deliveryCost: 390,
        cost: 2840.5,
        approximalSendDate: '2026-11-10',
        approximalDeliveryDate: '2026-11-14',
      },
    ],
  },
  validateCdekCities: {
    compiled: cdekCitiesAnswer,
    answers: [[{ code: 438, city: 'Рязань', fullName: 'Рязань, Рязанская обл., Россия' }], []],
  },
  validateCdekPoints: {
    compiled: cdekPointsAnswer,
    answers: [
      [
        {
          code: 'RZN12',
          type: 'PVZ',
          address: 'ул. Есенина, 13',
          addressFull: 'Россия, Рязанская обл., Рязань, ул. Есенина, 13',
          workTime: 'Пн-Пт 09:00-20:00',
        },
      ],
    ],
  },
  validateCdekTariffReply: {
    compiled: cdekTariffReplyAnswer,
    answers: [
      {
        tariff: [
          { cost: 390, periodMin: 2, periodMax: 4, code: 136, name: 'Посылка склад-склад' },
          { cost: 520.5, periodMin: 1, periodMax: 2 },
        ],
        address: 'Россия, Рязань, ул. Есенина, 13',
      },
    ],
  },
  validateParcel: {
    compiled: parcelAnswer,
    answers: [
      {
        deliveryType: 'CDEK',
        sendDate: '2026-11-05',
        trackNumber: '1234567890',
        trackUrl: 'https://www.cdek.ru/ru/tracking?order_id=1234567890',
        status: parcelStatus,
        history: [parcelStatus, { ...parcelStatus, code: 'CREATED', title: 'Создан', city: null }],
      },
      { deliveryType: null, sendDate: null, trackNumber: null, trackUrl: null, status: null, history: [] },
    ],
  },
  validatePublicOrderInvoice: {
    compiled: publicOrderInvoiceAnswer,
    answers: [
      {
        offered: true,
        invoice: {
          id: 7,
          number: '2026-15',
          date: '2026-11-28',
          amountKopecks: 235000,
          status: 'issued',
          pdfPath: `/api/web/public/orders/${orderId}/invoices/7/invoice.pdf`,
        },
      },
      { offered: false, invoice: null },
    ],
  },
  validateCompanyList: {
    compiled: companyListAnswer,
    answers: [
      [
        companyFixture(),
        {
          id: 4,
          kind: 'entrepreneur',
          inn: '500100732259',
          kpp: null,
          ogrn: '304500116000157',
          name: 'ИП Иванов',
          address: 'г. Рязань',
          accountantEmail: null,
        },
      ],
      [],
    ],
  },
};

/** Each compiled validator, the zod schema it was made from, and real answers it must take. */
const validators: Record<CompiledSchemaName, { compiled: AnswerValidator<unknown>; answers: unknown[] }> = {
  ...paymentCardAnswers,
  validateStickerPriceEntries: { compiled: stickerPriceEntriesAnswer, answers: [stickerPrices, []] },
  validateAcrylPriceEntries: { compiled: acrylPriceEntriesAnswer, answers: [acrylPrices, []] },
  validateNameList: { compiled: nameListAnswer, answers: [referenceLists.filmTypes, referenceLists.acrylTypes, []] },
  validateAcrylMaterialCategories: {
    compiled: acrylMaterialCategoriesAnswer,
    answers: [referenceLists.acrylMaterialCategories, [{ category: 'Пустая', materialTypes: [] }]],
  },
  validateAcrylFittings: {
    compiled: acrylFittingsAnswer,
    answers: [referenceLists.acrylFittings, [{ name: 'Даром', price: 0 }]],
  },
  validateErrorReply: {
    compiled: errorReplyAnswer,
    answers: [
      { statusCode: 400, error: 'Bad Request', message: 'Количество должно быть больше нуля' },
      { message: 'Заказ не найден' },
    ],
  },
  validateStickerCalculatorLookups: {
    compiled: stickerCalculatorLookupsAnswer,
    answers: [{ prices: stickerPrices, filmTypes: referenceLists.filmTypes }],
  },
  validateAcrylCalculatorLookups: {
    compiled: acrylCalculatorLookupsAnswer,
    answers: [
      {
        prices: acrylPrices,
        acrylMaterialCategories: referenceLists.acrylMaterialCategories,
        acrylFittings: referenceLists.acrylFittings,
      },
    ],
  },
  validateRefreshReply: { compiled: refreshReplyAnswer, answers: [{ accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbg' }] },
  validateLayoutTemplateList: {
    compiled: layoutTemplateListAnswer,
    answers: [
      layoutEntries(3),
      [
        {
          orderId: '8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          orderNumber: 1031,
          created: '2026-10-15T09:00:00.125Z',
          item: {
            id: 7,
            name: 'Брелок',
            count: 20,
            acrylType: 'Брелок',
            materialType: null,
            printType: 'Односторонняя',
            fittings: ['Карабин'],
          },
        },
      ],
    ],
  },
};

/** Values put in place of each part of an answer: wrong types, nulls, holes, bad numbers and strings. */
const replacements: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  -0.5,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  '',
  'текст',
  '12',
  'not-a-uuid',
  '2026-13-01T00:00:00Z',
  '2026-10-15',
  [],
  ['текст'],
  {},
];

type Path = (string | number)[];

/** Every path into a value (the first two elements of each array, every property). */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const paths: Path[] = [path];
  if (Array.isArray(value)) {
    for (const [index, child] of value.slice(0, 2).entries()) paths.push(...pathsOf(child, [...path, index]));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) paths.push(...pathsOf(child, [...path, key]));
  }
  return paths;
}

/** A copy of `value` with the part at `path` replaced (`undefined` deletes a property). */
function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** A copy of `value` with an unknown property added to the object at `path`. */
function withExtraProperty(value: unknown, path: Path): unknown {
  const copy = structuredClone(value);
  let target = copy as Record<string | number, unknown>;
  for (const key of path) target = target[key] as Record<string | number, unknown>;
  target.unknownField = { nested: null };
  return copy;
}

/** The compiled validator and the zod schema agree on `value`: both refuse, or both give the same data. */
function expectSameVerdict(
  name: string,
  compiled: AnswerValidator<unknown>,
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  value: unknown,
): boolean {
  const expected = schema.safeParse(structuredClone(value));
  const actual = compiled.safeParse(structuredClone(value));
  expect(actual.success, `${name}: ${JSON.stringify(value)?.slice(0, 300)}`).toBe(expected.success);
  if (expected.success && actual.success) expect(actual.data, name).toEqual(expected.data);
  return expected.success;
}

/** Checks every variant of the answers and says how many each side refused. */
function checkVariants(
  name: string,
  compiled: AnswerValidator<unknown>,
  schema: (typeof compiledSchemas)[CompiledSchemaName],
  answers: unknown[],
) {
  let refused = 0;
  let checked = 0;
  for (const answer of answers) {
    expect(expectSameVerdict(name, compiled, schema, answer), `${name} takes its real answer`).toBe(true);
    for (const path of pathsOf(answer)) {
      for (const replacement of replacements) {
        checked += 1;
        if (!expectSameVerdict(name, compiled, schema, replaced(answer, path, replacement))) refused += 1;
      }
      const part = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], answer);
      if (part && typeof part === 'object' && !Array.isArray(part)) {
        checked += 1;
        // An object strips it (the data compared equal above); a record of prices refuses a non-number.
        expectSameVerdict(name, compiled, schema, withExtraProperty(answer, path));
      }
    }
  }
  return { refused, checked };
}

describe('compiled answer validators', () => {
  it('are committed as the contract makes them (run `npm run generate:validators -w @stickers62/core`)', () => {
    const modules = generatedValidators();
    expect(Object.keys(modules)).toContain(generatedPath);
    for (const [path, code] of Object.entries(modules)) expect(readFileSync(`${packageDir}${path}`, 'utf8')).toBe(code);
  });

  it('cover every compiled schema, each with its own function', () => {
    expect(Object.keys(validators).sort()).toEqual(Object.keys(compiledSchemas).sort());
    expect(
      [
        ...Object.keys(generatedFirst),
        ...Object.keys(generatedDelivery),
        ...Object.keys(generatedInvoice),
        ...Object.keys(generatedParcel),
      ].sort(),
    ).toEqual(Object.keys(compiledSchemas).sort());
  });

  for (const [name, { compiled, answers }] of Object.entries(validators) as [
    CompiledSchemaName,
    (typeof validators)[CompiledSchemaName],
  ][]) {
    it(`${name} takes and refuses exactly what its zod schema does`, () => {
      const { refused, checked } = checkVariants(name, compiled, compiledSchemas[name], answers);
      // Not vacuous: most of the broken answers are refused (by both, as checked above).
      expect(refused, name).toBeGreaterThan(checked / 3);
    });
  }

  it('read each reference list as its zod schema does', () => {
    for (const [list, schema] of Object.entries(referenceListSchemas)) {
      const compiled = referenceListAnswers[list as keyof typeof referenceListAnswers];
      const answer = referenceLists[list as keyof typeof referenceLists];
      checkVariants(list, compiled, schema as (typeof compiledSchemas)[CompiledSchemaName], [answer]);
    }
  });

  it('refuse the broken answers a server or proxy could send', () => {
    const [firstSticker] = stickerPrices;
    const [firstAcryl] = acrylPrices;
    const brokenPrices: [AnswerValidator<unknown>, unknown][] = [
      [stickerPriceEntriesAnswer, { entries: stickerPrices }],
      [stickerPriceEntriesAnswer, [{ ...firstSticker, filmType: null }]],
      [stickerPriceEntriesAnswer, [{ ...firstSticker, cuttingType: 'Круговая' }]],
      [
        stickerPriceEntriesAnswer,
        [{ ...firstSticker, printPricingViews: [{ minCount: 10, printPrices: { A4: -1 } }] }],
      ],
      [stickerPriceEntriesAnswer, [{ ...firstSticker, printPricingViews: [{ minCount: 10.5, printPrices: {} }] }]],
      [
        stickerPriceEntriesAnswer,
        [{ ...firstSticker, printPricingViews: [{ minCount: 10, printPrices: { A4: '90' } }] }],
      ],
      [acrylPriceEntriesAnswer, [{ ...firstAcryl, prices: [{ minCount: 1, maxWidth: 0, maxHeight: 50, price: 10 }] }]],
      [
        acrylPriceEntriesAnswer,
        [{ ...firstAcryl, prices: [{ minCount: 1, maxWidth: 50, maxHeight: 50, price: Number.NaN }] }],
      ],
      [nameListAnswer, ['Белая', null]],
      [acrylFittingsAnswer, [{ name: 'Карабин' }]],
      [errorReplyAnswer, { statusCode: 500 }],
      [refreshReplyAnswer, { accessToken: null }],
      [layoutTemplateListAnswer, layoutEntries(1).map((entry) => ({ ...entry, orderId: '0' }))],
      [layoutTemplateListAnswer, layoutEntries(1).map((entry) => ({ ...entry, created: '2026-10-15 12:00' }))],
    ];
    for (const [validator, answer] of brokenPrices)
      expect(validator.safeParse(answer).success, JSON.stringify(answer)).toBe(false);
  });

  it('are made only from schemas JSON Schema carries whole', () => {
    // zod's JSON Schema export drops a refinement silently; the generator refuses it instead.
    const refined = z.array(z.object({ name: z.string().check(z.refine((name) => name.trim() !== '')) }));
    expect(() => jsonSchemaOf(refined)).toThrow(/element\.name: a refinement/);
    // String formats travel as zod's own patterns (Ajv checks no format here).
    expect(jsonSchemaOf(compiledSchemas.validateLayoutTemplateList)).toMatchObject({
      items: { properties: { orderId: { pattern: expect.any(String) }, created: { pattern: expect.any(String) } } },
    });
  });
});
