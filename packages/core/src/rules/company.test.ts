import { describe, expect, it } from 'vitest';
import { companyProblems, companyRequest, normalizedCompany } from '../contract/companies.js';
import { companyTexts } from '../texts/companies.js';
import { innError, isValidInn, isValidKpp, isValidOgrn, isValidOgrnip, kppError, ogrnError } from './company.js';

// Real registrations: ПАО Сбербанк (ИНН, КПП, ОГРН) and a sole proprietor's published numbers.
const organization = { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195' };
const entrepreneur = { inn: '500100732259', ogrnip: '304500116000157' };

/** The same number with its last digit changed: a typo the check digit exists to catch. */
const lastDigitChanged = (value: string) => value.slice(0, -1) + String((Number(value.at(-1)) + 1) % 10);

describe('ИНН', () => {
  it('takes 10 digits of an organisation and 12 of a person with their check digits right', () => {
    expect(isValidInn(organization.inn)).toBe(true);
    expect(isValidInn(entrepreneur.inn)).toBe(true);
    expect(innError(organization.inn, 'organization')).toBeNull();
    expect(innError(` ${entrepreneur.inn} `, 'entrepreneur')).toBeNull();
  });

  it('refuses a wrong check digit, both of the 12-digit number’s', () => {
    expect(isValidInn(lastDigitChanged(organization.inn))).toBe(false);
    expect(isValidInn(lastDigitChanged(entrepreneur.inn))).toBe(false);
    const eleventhChanged = `${entrepreneur.inn.slice(0, 10)}${(Number(entrepreneur.inn[10]) + 1) % 10}${entrepreneur.inn[11]}`;
    expect(isValidInn(eleventhChanged)).toBe(false);
    expect(innError(lastDigitChanged(organization.inn), 'organization')).toBe(companyTexts.innCheckDigit);
  });

  it('refuses a wrong length, letters and an empty field with what to do', () => {
    expect(isValidInn('770708389')).toBe(false);
    expect(isValidInn('77070838931')).toBe(false);
    expect(innError('', 'organization')).toBe(companyTexts.innRequired);
    expect(innError('77O7083893', 'organization')).toBe(companyTexts.innNotDigits);
    expect(innError(entrepreneur.inn, 'organization')).toBe(companyTexts.innOrganizationLength);
    expect(innError(organization.inn, 'entrepreneur')).toBe(companyTexts.innEntrepreneurLength);
  });

  it('checks every digit: changing any one of a valid number breaks it', () => {
    for (const inn of [organization.inn, entrepreneur.inn]) {
      for (let index = 0; index < inn.length; index += 1) {
        const changed = `${inn.slice(0, index)}${(Number(inn[index]) + 1) % 10}${inn.slice(index + 1)}`;
        expect(isValidInn(changed), changed).toBe(false);
      }
    }
  });
});

describe('ОГРН and ОГРНИП', () => {
  it('take 13 and 15 digits with the check digit right', () => {
    expect(isValidOgrn(organization.ogrn)).toBe(true);
    expect(isValidOgrnip(entrepreneur.ogrnip)).toBe(true);
    expect(ogrnError(organization.ogrn, 'organization')).toBeNull();
    expect(ogrnError(entrepreneur.ogrnip, 'entrepreneur')).toBeNull();
  });

  it('refuse a wrong check digit, a wrong length and letters', () => {
    expect(ogrnError(lastDigitChanged(organization.ogrn), 'organization')).toBe(companyTexts.ogrnCheckDigit);
    expect(ogrnError(lastDigitChanged(entrepreneur.ogrnip), 'entrepreneur')).toBe(companyTexts.ogrnipCheckDigit);
    expect(ogrnError(entrepreneur.ogrnip, 'organization')).toBe(companyTexts.ogrnLength);
    expect(ogrnError(organization.ogrn, 'entrepreneur')).toBe(companyTexts.ogrnipLength);
    expect(ogrnError('10277OO132195', 'organization')).toBe(companyTexts.ogrnNotDigits);
    expect(ogrnError('', 'entrepreneur')).toBe(companyTexts.ogrnipRequired);
    expect(isValidOgrn('102770013219')).toBe(false);
    expect(isValidOgrnip('30450011600015')).toBe(false);
  });

  it('compute the remainder of the largest 14-digit body as BigInt does', () => {
    const body = '99999999999999';
    const digit = Number((BigInt(body) % 13n) % 10n);
    expect(isValidOgrnip(`${body}${digit}`)).toBe(true);
    expect(isValidOgrnip(`${body}${(digit + 1) % 10}`)).toBe(false);
  });
});

describe('КПП', () => {
  it('is 4 digits, 2 digits or Latin capitals, 3 digits; it has no check digit', () => {
    expect(isValidKpp(organization.kpp)).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidKpp('7736010012')).toBe(false);
    expect(isValidKpp('7736ab001')).toBe(false);
    expect(isValidKpp('77А601001')).toBe(false);
    expect(isValidKpp('7736АБ001')).toBe(false);
  });

  it('is required of an organisation and absent for a proprietor', () => {
    expect(kppError(null, 'organization')).toBe(companyTexts.kppRequired);
    expect(kppError('77360100X', 'organization')).toBe(companyTexts.kppFormat);
    expect(kppError(null, 'entrepreneur')).toBeNull();
    expect(kppError(' ', 'entrepreneur')).toBeNull();
    expect(kppError(organization.kpp, 'entrepreneur')).toBe(companyTexts.kppForEntrepreneur);
  });
});

describe('company profile schema', () => {
  const valid = {
    kind: 'organization' as const,
    inn: organization.inn,
    kpp: organization.kpp,
    ogrn: organization.ogrn,
    name: 'ООО «Ромашка" и партнёры»',
    address: '390000, г. Рязань, ул. Ленина, д. 1',
    accountantEmail: 'buh@romashka.ru',
  };

  it('takes a valid company, keeping quotes and «ёлочки» in the name as typed', () => {
    const parsed = companyRequest.parse(valid);
    expect(normalizedCompany(parsed)).toEqual(valid);
  });

  it('says in Russian what is wrong, field by field', () => {
    const result = companyRequest.safeParse({
      ...valid,
      inn: lastDigitChanged(organization.inn),
      accountantEmail: 'нет',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['inn', companyTexts.innCheckDigit],
      ['accountantEmail', companyTexts.accountantEmailInvalid],
    ]);
  });

  it('refuses a name with the QR separator, an empty address and a too long name', () => {
    expect(companyProblems({ ...valid, name: 'ООО «А|Б»', address: '  ' })).toEqual([
      { field: 'name', message: companyTexts.nameSeparator },
      { field: 'address', message: companyTexts.addressRequired },
    ]);
    expect(companyProblems({ ...valid, name: 'Я'.repeat(301) })).toEqual([
      { field: 'name', message: companyTexts.nameTooLong },
    ]);
  });

  it('takes a proprietor without a КПП, and an empty e-mail as none', () => {
    const proprietor = {
      ...valid,
      kind: 'entrepreneur' as const,
      inn: entrepreneur.inn,
      kpp: '',
      ogrn: entrepreneur.ogrnip,
      name: 'ИП Иванов Иван Иванович',
      accountantEmail: '',
    };
    expect(companyProblems(proprietor)).toEqual([]);
    expect(normalizedCompany(proprietor)).toMatchObject({ kpp: null, accountantEmail: null });
  });
});
