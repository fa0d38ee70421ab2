import { companyTexts } from '../texts/companies.js';

/**
 * The one home of a Russian company's numbers (issue 34): ИНН, КПП, ОГРН and ОГРНИП. The company
 * form shows these messages as the customer types; the contract's schema (contract/companies.ts)
 * runs the same functions on the server.
 */

/** An organisation (ООО, АО…: ИНН of 10 digits, КПП, ОГРН) or a sole proprietor (ИНН of 12, ОГРНИП). */
export type CompanyKind = 'organization' | 'entrepreneur';
export const companyKinds = ['organization', 'entrepreneur'] as const satisfies readonly CompanyKind[];

const digitsOnly = /^\d+$/;

/** The tax service's check digit: the weighted sum of the digits before it, mod 11, mod 10. */
function innCheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) sum += Number(digits[index]) * (weights[index] ?? 0);
  return (sum % 11) % 10;
}

const innWeights10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const innWeights11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const innWeights12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** Whether an ИНН of 10 (organisation) or 12 digits (person, proprietor) has its check digits right. */
export function isValidInn(inn: string): boolean {
  if (!digitsOnly.test(inn)) return false;
  if (inn.length === 10) return innCheckDigit(inn, innWeights10) === Number(inn[9]);
  if (inn.length === 12) {
    return innCheckDigit(inn, innWeights11) === Number(inn[10]) && innCheckDigit(inn, innWeights12) === Number(inn[11]);
  }
  return false;
}

/** The number before the check digit, mod `divisor`, digit by digit: exact for any length. */
function remainderOf(digits: string, divisor: number): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % divisor;
  return remainder;
}

/** ОГРН (13 digits): the first 12 as a number, mod 11, mod 10, is the last. */
export function isValidOgrn(ogrn: string): boolean {
  return digitsOnly.test(ogrn) && ogrn.length === 13 && remainderOf(ogrn.slice(0, 12), 11) % 10 === Number(ogrn[12]);
}

/** ОГРНИП (15 digits): the first 14 as a number, mod 13, mod 10, is the last. */
export function isValidOgrnip(ogrnip: string): boolean {
  return (
    digitsOnly.test(ogrnip) && ogrnip.length === 15 && remainderOf(ogrnip.slice(0, 14), 13) % 10 === Number(ogrnip[14])
  );
}

/**
 * КПП: the tax office (4 digits), the reason (2 digits or, since 2019, Latin capitals), the
 * number (3 digits). It has no check digit, so its shape is all there is to check.
 */
const kppShape = /^\d{4}[\dA-Z]{2}\d{3}$/;

export function isValidKpp(kpp: string): boolean {
  return kppShape.test(kpp);
}

/** What is wrong with an ИНН for this kind of company, or `null`. */
export function innError(inn: string, kind: CompanyKind): string | null {
  const value = inn.trim();
  if (value === '') return companyTexts.innRequired;
  if (!digitsOnly.test(value)) return companyTexts.innNotDigits;
  const length = kind === 'organization' ? 10 : 12;
  if (value.length !== length) {
    return kind === 'organization' ? companyTexts.innOrganizationLength : companyTexts.innEntrepreneurLength;
  }
  return isValidInn(value) ? null : companyTexts.innCheckDigit;
}

/** What is wrong with a КПП (required of an organisation, absent for a proprietor), or `null`. */
export function kppError(kpp: string | null, kind: CompanyKind): string | null {
  const value = (kpp ?? '').trim();
  if (kind === 'entrepreneur') return value === '' ? null : companyTexts.kppForEntrepreneur;
  if (value === '') return companyTexts.kppRequired;
  return isValidKpp(value) ? null : companyTexts.kppFormat;
}

/** What is wrong with an ОГРН (organisation) or ОГРНИП (proprietor), or `null`. */
export function ogrnError(ogrn: string, kind: CompanyKind): string | null {
  const value = ogrn.trim();
  const organization = kind === 'organization';
  if (value === '') return organization ? companyTexts.ogrnRequired : companyTexts.ogrnipRequired;
  if (!digitsOnly.test(value)) return companyTexts.ogrnNotDigits;
  if (value.length !== (organization ? 13 : 15)) {
    return organization ? companyTexts.ogrnLength : companyTexts.ogrnipLength;
  }
  if (organization) return isValidOgrn(value) ? null : companyTexts.ogrnCheckDigit;
  return isValidOgrnip(value) ? null : companyTexts.ogrnipCheckDigit;
}

/** The label of the registration number field: ОГРН for an organisation, ОГРНИП for a proprietor. */
export function ogrnLabel(kind: CompanyKind): string {
  return kind === 'organization' ? companyTexts.ogrn : companyTexts.ogrnip;
}
