import { createApiClient } from '@stickers62/core/api';
import { companyFormTexts, companyTexts } from '@stickers62/core/texts';
import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { companyFixture } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { CompaniesSection } from './CompaniesSection';

afterEach(cleanup);

const saved = companyFixture();

function setUp() {
  const fake = createFakeFetch({
    'GET /api/web/profile/companies': json(200, []),
    'POST /api/web/profile/companies': json(200, saved),
  });
  const api = createApiClient({ fetch: fake.fetch, sleep: async () => {}, createXhr: null, session: null });
  const { container } = render(<CompaniesSection api={api} />);
  return { fake, container };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CompaniesSection', () => {
  it('says what is wrong with the numbers before sending anything', async () => {
    const { fake, container } = setUp();
    expect(await screen.findByText(companyFormTexts.empty)).toBeTruthy();
    type(companyTexts.name, 'ООО «Ромашка»');
    type(companyTexts.inn, '7707083894');
    type(companyTexts.kpp, '773601001');
    type(companyTexts.ogrn, '1027700132195');
    type(companyTexts.address, 'г. Рязань');
    fireEvent.click(screen.getByRole('button', { name: companyFormTexts.add }));
    expect(await screen.findByText(companyTexts.innCheckDigit)).toBeTruthy();
    expect(screen.getByLabelText(companyTexts.inn).getAttribute('aria-invalid')).toBe('true');
    expect(fake.callsTo('POST /api/web/profile/companies')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('sends a valid company and lists it; a proprietor has ОГРНИП and no КПП field', async () => {
    const { fake } = setUp();
    await screen.findByText(companyFormTexts.empty);
    fireEvent.click(screen.getByLabelText('Индивидуальный предприниматель'));
    expect(screen.queryByLabelText(companyTexts.kpp)).toBeNull();
    expect(screen.getByLabelText(companyTexts.ogrnip)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Организация'));
    type(companyTexts.name, saved.name);
    type(companyTexts.inn, saved.inn);
    type(companyTexts.kpp, saved.kpp ?? '');
    type(companyTexts.ogrn, saved.ogrn);
    type(companyTexts.address, saved.address);
    fireEvent.click(screen.getByRole('button', { name: companyFormTexts.add }));
    expect(await screen.findByText(companyFormTexts.saved)).toBeTruthy();
    expect(screen.getByText(`ИНН ${saved.inn}, КПП ${saved.kpp}`)).toBeTruthy();
    expect(JSON.parse(String(fake.callsTo('POST /api/web/profile/companies')[0]?.body))).toMatchObject({
      kind: 'organization',
      inn: saved.inn,
      name: saved.name,
    });
  });
});
