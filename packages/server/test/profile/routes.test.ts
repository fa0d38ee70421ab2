import { routes } from '@stickers62/core/contract';
import { profileTexts } from '@stickers62/core/texts';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../test-support/app.js';
import { expectRefusal as expectRefusalOf, useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();
let customer: TestSession;
beforeAll(async () => {
  customer = await signUp(testApp.app);
});

const inject = (options: InjectOptions) =>
  testApp.app.inject({ ...options, headers: { ...customer.headers, ...options.headers } });
const expectRefusal = (request: InjectOptions, message: string) => expectRefusalOf(testApp, customer, request, message);

describe('client profile', () => {
  const profile = {
    receiptEmail: 'client@example.ru',
    receiptFio: 'Иванов Иван Иванович',
    address: 'Рязань, ул. Есенина, 5',
    postIndex: '390000',
    cdekPvzCode: 'RZN12',
    phoneNumber: '+7 (910) 123-45-67',
    vkLink: 'https://vk.com/ivanov',
  };

  it('saves the profile with the phone as digits and empty values as null', async () => {
    const saved = await inject({
      method: 'POST',
      url: routes.saveClientInformation.path,
      payload: { ...profile, vkLink: ' ' },
    });
    expect(saved.statusCode).toBe(200);
    const read = (await inject({ method: 'GET', url: routes.clientInformation.path })).json();
    expect(read).toEqual({ ...profile, phoneNumber: '79101234567', vkLink: null });
    const client = (await inject({ method: 'GET', url: routes.client.path })).json();
    expect(client).toEqual({ name: customer.username, receiptEmail: profile.receiptEmail, vk: false });
  });

  it('refuses a malformed e-mail or phone with the profile texts', async () => {
    const request = (changes: object): InjectOptions => ({
      method: 'POST',
      url: routes.saveClientInformation.path,
      payload: { ...profile, ...changes },
    });
    await expectRefusal(request({ receiptEmail: 'not-an-email' }), profileTexts.invalidEmail);
    await expectRefusal(request({ phoneNumber: '12345' }), profileTexts.invalidPhone);
  });

  it.each(['javascript:alert(document.cookie)', 'https://vk.com.evil.example/id1', 'http://vk.com/id1'])(
    'refuses the VK link %s with the profile text',
    async (vkLink) => {
      const request: InjectOptions = {
        method: 'POST',
        url: routes.saveClientInformation.path,
        payload: { ...profile, vkLink },
      };
      await expectRefusal(request, profileTexts.invalidVkLink);
    },
  );

  it('takes VK pages on vk.com and vk.ru', async () => {
    for (const vkLink of ['https://vk.com/ivanov', 'https://vk.ru/ivanov']) {
      const saved = await inject({
        method: 'POST',
        url: routes.saveClientInformation.path,
        payload: { ...profile, vkLink },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().vkLink).toBe(vkLink);
      // The completed page reads this: the shop can reach the client in VK.
      expect((await inject({ method: 'GET', url: routes.client.path })).json()).toMatchObject({ vk: true });
    }
  });
});
