import { z } from 'zod/mini';
import { companyKinds, innError, kppError, ogrnError } from '../rules/company.js';
import { isEmailShaped } from '../rules/contact.js';
import { companyTexts } from '../texts/companies.js';
import { itemId } from './primitives.js';
import { queryInt } from './query.js';
import { typedName } from './typed-text.js';

/**
 * A customer's company (issue 34): the buyer an invoice is made out to. Several per customer.
 * `companyFields` is the shape the wire carries; `companyRequest` adds core's rules of the numbers
 * with their Russian messages, and the server answers 400 with the first of them.
 */

const number = /*#__PURE__*/ z.string().check(z.trim(), z.maxLength(40));

export const companyFields = z.object({
  kind: z.enum(companyKinds),
  inn: number,
  /** An organisation's КПП; `null` or empty for a sole proprietor. */
  kpp: z.nullable(number),
  /** ОГРН of an organisation, ОГРНИП of a proprietor. */
  ogrn: number,
  /** The full legal name as documents write it: quotes and «ёлочки» are kept as typed. */
  name: /*#__PURE__*/ typedName({ max: 1000 }),
  address: /*#__PURE__*/ typedName({ max: 2000 }),
  /** Where invoices and closing documents are e-mailed (PDF attachments); `null`: they are not e-mailed. */
  accountantEmail: z.nullable(/*#__PURE__*/ z.string().check(z.trim(), z.maxLength(254))),
});
export type CompanyFields = z.infer<typeof companyFields>;

/** The field of the company form a message is about, and the message. */
export interface CompanyProblem {
  field: keyof CompanyFields;
  message: string;
}

/** Every problem of a company's fields, in the form's order; empty when it can be saved. */
export function companyProblems(company: CompanyFields): CompanyProblem[] {
  const problems: CompanyProblem[] = [];
  const add = (field: keyof CompanyFields, message: string | null) => {
    if (message !== null) problems.push({ field, message });
  };
  add('inn', innError(company.inn, company.kind));
  add('kpp', kppError(company.kpp, company.kind));
  add('ogrn', ogrnError(company.ogrn, company.kind));
  const name = company.name.trim();
  add('name', name === '' ? companyTexts.nameRequired : name.length > 300 ? companyTexts.nameTooLong : null);
  if (name.includes('|')) add('name', companyTexts.nameSeparator);
  const address = company.address.trim();
  add(
    'address',
    address === '' ? companyTexts.addressRequired : address.length > 500 ? companyTexts.addressTooLong : null,
  );
  const email = (company.accountantEmail ?? '').trim();
  add('accountantEmail', email !== '' && !isEmailShaped(email) ? companyTexts.accountantEmailInvalid : null);
  return problems;
}

/** A company as it is saved: trimmed, an empty КПП or e-mail as `null`. */
export function normalizedCompany(company: CompanyFields): CompanyFields {
  const kpp = (company.kpp ?? '').trim();
  const email = (company.accountantEmail ?? '').trim();
  return {
    kind: company.kind,
    inn: company.inn.trim(),
    kpp: company.kind === 'organization' && kpp !== '' ? kpp : null,
    ogrn: company.ogrn.trim(),
    name: company.name.trim(),
    address: company.address.trim(),
    accountantEmail: email === '' ? null : email,
  };
}

/** `POST /api/web/profile/companies`, `PUT /api/web/profile/companies/:companyId`: a company that passes core's rules. */
export const companyRequest = /*#__PURE__*/ companyFields.check(
  z.superRefine((company, context) => {
    for (const problem of companyProblems(company)) {
      context.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: company });
    }
  }),
);

/** A saved company. */
export const company = z.object({
  id: itemId,
  kind: z.enum(companyKinds),
  inn: z.string(),
  kpp: z.nullable(z.string()),
  ogrn: z.string(),
  name: z.string(),
  address: z.string(),
  accountantEmail: z.nullable(z.string()),
});
export type Company = z.infer<typeof company>;

/** `GET /api/web/profile/companies` */
export const companyList = z.array(company);

/** The `:companyId` of a company's path. */
export const companyIdParams = z.object({ companyId: queryInt });
