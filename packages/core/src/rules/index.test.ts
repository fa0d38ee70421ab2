import { acrylItemBody, acrylItemFixture, stickerItemBody } from '@stickers62/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { itemLimits, type LayoutTemplateEntry } from '../contract/index.js';
import { paperFormatSizes } from '../pricing/paper-formats.js';
import { itemTexts, profileTexts } from '../texts/index.js';
import {
  acrylMinimumRun,
  acrylPrintTypeOptions,
  acrylRequiredFields,
  archivedStatuses,
  areSizesEditable,
  canPayOrder,
  canSendOrder,
  checkAcrylItemForm,
  checkItemSaveRequest,
  checkoutErrors,
  checkoutProfileUpdate,
  checkoutRequiredFields,
  checkStickerItemForm,
  clampPickerQuantity,
  defaultOrderTab,
  editableStatuses,
  filterLayoutTemplates,
  formatPhoneInput,
  hasMissingLayouts,
  isBelowMinimumRun,
  isCheckoutPhoneValid,
  isEmailShaped,
  isLayoutNameValid,
  isOrderArchived,
  isOrderEditable,
  isRepeatedLayoutName,
  isVkLinkAllowed,
  itemFileStatusText,
  layoutNameError,
  layoutSelectionKey,
  loginFormErrors,
  newAcrylItem,
  newStickerItem,
  normalizePhoneDigits,
  paperSizeChoices,
  paperSizeDimensions,
  paperSizeOf,
  paymentFormError,
  profileAlert,
  profileAlertDurationMs,
  profileContactErrors,
  repeatAcrylItem,
  repeatedLayoutComment,
  repeatedLayoutName,
  repeatStickerItem,
  statusAfterFileDelete,
  statusAfterUpload,
  stickerMinimumRun,
  stickerRequiredFields,
  vkLinkError,
} from './index.js';

describe('layout name', () => {
  it.each(['<', '>', ':', '"', '/', '\\', '|', '?', '*', '\u0000', '\u0007', '\n', '\t', '\u001f', '\u007f'])(
    'rejects %j',
    (character) => {
      expect(isLayoutNameValid(`Кот${character}ик`)).toBe(false);
      expect(layoutNameError(`Кот${character}ик`)).toBe('Имя содержит недопустимые символы: < > : " / \\ | ? *');
    },
  );

  it.each(['Котик', 'Котик 2 (финал).psd', 'Стикерпак №3 — зима', "Cat's-eye_1", ''])('accepts %j', (name) => {
    expect(isLayoutNameValid(name)).toBe(true);
    expect(layoutNameError(name)).toBeNull();
  });
});

const validSticker = stickerItemBody();
const validAcryl = acrylItemBody();

describe('layout name in file paths', () => {
  it('refuses names longer than the one limit, and . or .., with their texts', () => {
    expect(layoutNameError('Ж'.repeat(itemLimits.maxNameLength))).toBeNull();
    expect(layoutNameError('Ж'.repeat(itemLimits.maxNameLength + 1))).toBe(itemTexts.nameTooLong);
    expect(itemTexts.nameTooLong).toContain(String(itemLimits.maxNameLength));
    for (const name of ['.', '..', ' . ']) expect(layoutNameError(name)).toBe(itemTexts.nameDotsOnly);
    for (const name of ['...', '.котик', 'котик.']) expect(layoutNameError(name)).toBeNull();
  });

  it('blocks saving such a name and marks the field', () => {
    const check = checkStickerItemForm({ ...validSticker, name: '..' });
    expect(check.blockingMessage).toBe(itemTexts.nameDotsOnly);
    expect(check.highlighted).toContain('name');
    expect(checkAcrylItemForm({ ...validAcryl, name: 'Ж'.repeat(101) }).blockingMessage).toBe(itemTexts.nameTooLong);
  });
});

describe('item form save check', () => {
  it('lists the required fields per kind', () => {
    expect(stickerRequiredFields).toEqual(['name', 'cuttingType', 'filmType', 'laminationType']);
    expect(acrylRequiredFields).toEqual(['name', 'materialType', 'printType', 'acrylType']);
  });

  it('lets complete items save', () => {
    expect(checkStickerItemForm(validSticker)).toEqual({ blockingMessage: null, highlighted: [] });
    expect(checkAcrylItemForm(validAcryl)).toEqual({ blockingMessage: null, highlighted: [] });
  });

  it.each(stickerRequiredFields)('blocks a sticker item without %s', (field) => {
    const check = checkStickerItemForm({ ...validSticker, [field]: field === 'name' ? '  ' : null });
    expect(check).toEqual({ blockingMessage: 'Заполните все обязательные поля!', highlighted: [field] });
  });

  it.each(acrylRequiredFields)('blocks an acryl item without %s', (field) => {
    const check = checkAcrylItemForm({ ...validAcryl, [field]: field === 'name' ? '' : null });
    expect(check).toEqual({ blockingMessage: 'Заполните все поля!', highlighted: [field] });
  });

  it('blocks a bad name first, before the required fields', () => {
    expect(checkStickerItemForm({ ...validSticker, name: 'a/b', filmType: null }).blockingMessage).toBe(
      'Название макета содержит недопустимые символы для имени файла!',
    );
    expect(checkAcrylItemForm({ ...validAcryl, name: 'a?b', acrylType: '' }).blockingMessage).toBe(
      'Название макета содержит недопустимые символы для имени файла!',
    );
  });

  it('blocks the acryl name reserved for the general acryl file, trimmed as the server stores it', () => {
    for (const name of ['__general__', ' __general__ ']) {
      expect(checkAcrylItemForm({ ...validAcryl, name })).toEqual({
        blockingMessage: 'Название «__general__» занято общим файлом заказа. Выберите другое название макета.',
        highlighted: ['name'],
      });
    }
    expect(checkAcrylItemForm({ ...validAcryl, name: '__general__2' }).blockingMessage).toBeNull();
    // Sticker files have no general file: the name is free there.
    expect(checkStickerItemForm({ ...validSticker, name: '__general__' }).blockingMessage).toBeNull();
  });

  it('highlights counts and sizes not above 0 without blocking', () => {
    expect(checkStickerItemForm({ ...validSticker, count: 0, width: 0, height: -1 })).toEqual({
      blockingMessage: null,
      highlighted: ['count', 'width', 'height'],
    });
    expect(checkAcrylItemForm({ ...validAcryl, count: 1, width: 0.5, height: 0 })).toEqual({
      blockingMessage: null,
      highlighted: ['height'],
    });
  });

  it('checks either kind by name', () => {
    expect(checkItemSaveRequest('stickers', { ...validSticker, filmType: null }).blockingMessage).toBe(
      'Заполните все обязательные поля!',
    );
    expect(checkItemSaveRequest('acryl', { ...validAcryl, printType: null }).blockingMessage).toBe(
      'Заполните все поля!',
    );
  });
});

const paperFormats = ['A3', 'A4', 'A5', 'A6', 'A7', 'A8'] as const;

describe('paper sizes', () => {
  it('offers A3…A8 and Other', () => {
    expect(paperSizeChoices).toEqual(['A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'Other']);
  });

  // The sizes themselves are the spec's, checked once beside them (pricing/index.test.ts).
  it.each(paperFormats)('%s fills its sheet size and is found back from it', (size) => {
    const { width, height } = paperFormatSizes[size];
    expect(paperSizeDimensions(size)).toEqual({ width, height });
    expect(paperSizeOf(width, height)).toBe(size);
    expect(areSizesEditable(size)).toBe(false);
  });

  it("leaves 'Other' editable and takes any other size as 'Other'", () => {
    expect(paperSizeDimensions('Other')).toBeNull();
    expect(areSizesEditable('Other')).toBe(true);
    expect(areSizesEditable(null)).toBe(true);
    expect(paperSizeOf(297, 210)).toBe('Other');
    expect(paperSizeOf(100, 100)).toBe('Other');
    expect(paperSizeOf(0, 0)).toBe('Other');
  });
});

describe('payment form', () => {
  it.each([
    ['', '', 'Пожалуйста, заполните все поля'],
    ['  ', ' ', 'Пожалуйста, заполните все поля'],
    ['client', '', 'Пожалуйста, введите корректный адрес электронной почты'],
    ['client@mail', '', 'Пожалуйста, введите корректный адрес электронной почты'],
    ['cli ent@mail.ru', '', 'Пожалуйста, введите корректный адрес электронной почты'],
    ['client@mail.ru', '123-45-67', 'Пожалуйста, введите корректный номер телефона'],
    ['client@mail.ru', '+7 916 123 45 6a', 'Пожалуйста, введите корректный номер телефона'],
    ['', '7+9161234567', 'Пожалуйста, введите корректный номер телефона'],
    ['client@mail.ru', '', null],
    ['client@mail.ru', '+7 (916) 123-45-67', null],
    ['', '8 916 1234567', null],
    ['', '9161234567', null],
  ])('email %j, phone %j → %j', (email, phone, message) => {
    expect(paymentFormError(email, phone)).toBe(message);
  });

  it('works with only the email field shown', () => {
    expect(paymentFormError('client@mail.ru')).toBeNull();
    expect(paymentFormError('')).toBe('Пожалуйста, заполните все поля');
  });
});

describe('profile contacts', () => {
  it.each([
    [{ receiptEmail: null, phoneNumber: null }, {}],
    [{ receiptEmail: '', phoneNumber: '' }, {}],
    [{ receiptEmail: 'a@b.ru', phoneNumber: '+7 (916) 123 45 67' }, {}],
    [{ receiptEmail: 'a@b.ru', phoneNumber: '9161234567' }, {}],
    [{ receiptEmail: 'a@b', phoneNumber: null }, { receiptEmail: 'Некорректный email адрес' }],
    [{ receiptEmail: null, phoneNumber: '916123456' }, { phoneNumber: 'Некорректный номер телефона' }],
    [{ receiptEmail: null, phoneNumber: '791612345678' }, { phoneNumber: 'Некорректный номер телефона' }],
    [{ receiptEmail: null, phoneNumber: '+7 (' }, { phoneNumber: 'Некорректный номер телефона' }],
    [{ receiptEmail: null, phoneNumber: '+ ( )' }, {}],
  ])('%o → %o', (values, errors) => {
    expect(profileContactErrors(values)).toEqual(errors);
  });

  it.each(['https://vk.com/id123', 'https://vk.ru/olga.smirnova', ' HTTPS://VK.COM/club1 '])(
    'takes the VK page %s',
    (vkLink) => {
      expect(profileContactErrors({ receiptEmail: null, phoneNumber: null, vkLink })).toEqual({});
    },
  );

  it.each([
    'javascript:alert(1)',
    'http://vk.com/id1',
    'https://vk.com',
    'https://vk.com.evil.example/id1',
    'https://vk.com@evil.example/id1',
    'https://evil.example/https://vk.com/id1',
    'vk.com/id1',
    'https://vk.com/id 1',
  ])('refuses %s as a VK page with its text', (vkLink) => {
    expect(profileContactErrors({ receiptEmail: null, phoneNumber: null, vkLink })).toEqual({
      vkLink: profileTexts.invalidVkLink,
    });
    expect(isVkLinkAllowed(vkLink)).toBe(false);
  });

  it('takes an empty VK link as "no page"', () => {
    expect(isVkLinkAllowed('')).toBe(true);
    expect(isVkLinkAllowed(null)).toBe(true);
    expect(vkLinkError('  ')).toBeNull();
  });

  it('recognises e-mail shapes', () => {
    expect(isEmailShaped(' a.b@c.d ')).toBe(true);
    expect(isEmailShaped('a@@c.d')).toBe(false);
  });
});

describe('profile alerts', () => {
  it.each([
    ['saved', 'success', 'Настройки профиля успешно сохранены'],
    ['saveFailed', 'error', 'Ошибка при сохранении настроек'],
    ['loadFailed', 'error', 'Ошибка при загрузке данных профиля'],
  ] as const)('%s → %s %s', (outcome, tone, text) => {
    expect(profileAlert(outcome)).toEqual({ tone, text });
  });

  it('lasts 5 seconds', () => {
    expect(profileAlertDurationMs).toBe(5000);
  });
});

describe('phone formatting', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['7', '+7'],
    ['9', '+7 (9'],
    ['+7 (9', '+7 (9'],
    ['79', '+7 (9'],
    ['7916', '+7 (916'],
    ['79161', '+7 (916) 1'],
    ['7916123', '+7 (916) 123'],
    ['79161234', '+7 (916) 123 4'],
    ['791612345', '+7 (916) 123 45'],
    ['7916123456', '+7 (916) 123 45 6'],
    ['79161234567', '+7 (916) 123 45 67'],
    ['89161234567', '+7 (916) 123 45 67'],
    ['8916123456', '+8 (916) 123 45 6'],
    ['9161234567', '+7 (916) 123 45 67'],
    ['+7 (916) 123 45 67 8', '+7 (916) 123 45 67'],
    ['8 (916) 123-45-67', '+7 (916) 123 45 67'],
  ])('%j → %j', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
    // formatting its own output changes nothing, so the caret does not jump on re-render
    expect(formatPhoneInput(shown)).toBe(shown);
  });

  it.each([
    ['+7 (916) 123 45 67', '79161234567'],
    ['8 916 123 45 67', '79161234567'],
    ['8916123456', '8916123456'],
    ['+7 (916) 123 45 67 89', '79161234567'],
    ['', ''],
  ])('sends %j as %j', (shown, digits) => {
    expect(normalizePhoneDigits(shown)).toBe(digits);
  });
});

describe('checkout', () => {
  const valid = { receiverCredentials: 'Иванов Иван', phoneNumber: '+7 916 123 45 67' };

  it('marks the fields required for each delivery type', () => {
    expect(checkoutRequiredFields('Pickup')).toEqual(['receiverCredentials', 'phoneNumber']);
    expect(checkoutRequiredFields('CDEK')).toEqual(['receiverCredentials', 'phoneNumber', 'cdekPvzCode']);
    expect(checkoutRequiredFields('RussianPost')).toEqual([
      'receiverCredentials',
      'phoneNumber',
      'deliveryAddress',
      'postIndex',
    ]);
  });

  it('needs nothing extra for pickup', () => {
    expect(checkoutErrors({ ...valid, deliveryType: 'Pickup' })).toEqual({});
  });

  it('requires the receiver and the phone', () => {
    expect(checkoutErrors({ receiverCredentials: ' ', phoneNumber: null, deliveryType: 'Pickup' })).toEqual({
      receiverCredentials: 'ФИО получателя обязательно',
      phoneNumber: 'Номер телефона обязателен',
    });
  });

  it('requires the address and index for Russian Post', () => {
    expect(checkoutErrors({ ...valid, deliveryType: 'RussianPost' })).toEqual({
      deliveryAddress: 'Адрес доставки обязателен',
      postIndex: 'Почтовый индекс обязателен',
    });
    expect(
      checkoutErrors({ ...valid, deliveryType: 'RussianPost', deliveryAddress: 'Рязань', postIndex: '390000' }),
    ).toEqual({});
  });

  it('requires the pickup point code for CDEK', () => {
    expect(checkoutErrors({ ...valid, deliveryType: 'CDEK', cdekPvzCode: '' })).toEqual({
      cdekPvzCode: 'Код ПВЗ СДЭК обязателен',
    });
    expect(checkoutErrors({ ...valid, deliveryType: 'CDEK', cdekPvzCode: 'RZN12' })).toEqual({});
  });

  it('saves to the profile only the chosen delivery type’s fields, so a pickup keeps the CDEK point', () => {
    const sent = {
      receiptFio: 'Иванов Иван',
      phoneNumber: '79161234567',
      address: null,
      cdekPvzCode: null,
      postIndex: null,
    };
    expect(checkoutProfileUpdate('Pickup', sent)).toEqual({ receiptFio: 'Иванов Иван', phoneNumber: '79161234567' });
    expect(checkoutProfileUpdate('CDEK', { ...sent, cdekPvzCode: 'RZN12' })).toEqual({
      receiptFio: 'Иванов Иван',
      phoneNumber: '79161234567',
      cdekPvzCode: 'RZN12',
    });
    expect(checkoutProfileUpdate('RussianPost', { ...sent, address: 'Рязань', postIndex: '390000' })).toEqual({
      receiptFio: 'Иванов Иван',
      phoneNumber: '79161234567',
      address: 'Рязань',
      postIndex: '390000',
    });
    expect(checkoutProfileUpdate('Pickup', { ...sent, receiptFio: null })).toEqual({
      receiptFio: null,
      phoneNumber: '79161234567',
    });
  });

  it.each([
    ['+79161234567', true],
    ['79161234567', true],
    ['+7 916 123 45 67', true],
    ['12', true],
    ['+123456789012345', true],
    ['1', false],
    ['+1234567890123456', false],
    ['0916123456', false],
    ['', false],
    // the rule is applied to the digits, so what the profile shows and what people paste pass
    ['+7 (916) 123-45-67', true],
    ['+7 (916) 123 45 67', true],
    ['8 916 123 45 67', true],
  ])('phone %j valid: %s', (phone, valid) => {
    expect(isCheckoutPhoneValid(phone)).toBe(valid);
  });

  it('reports a malformed phone', () => {
    expect(checkoutErrors({ ...valid, phoneNumber: '0123', deliveryType: 'Pickup' })).toEqual({
      phoneNumber: 'Некорректный номер телефона',
    });
  });
});

describe('login form', () => {
  it('requires username and password', () => {
    expect(loginFormErrors({ username: '', password: '' })).toEqual({
      username: 'Введите логин',
      password: 'Введите пароль',
    });
    expect(loginFormErrors({ username: '  ', password: 'secret' })).toEqual({ username: 'Введите логин' });
    expect(loginFormErrors({ username: 'artist', password: ' ' })).toEqual({});
  });
});

describe('statuses', () => {
  it('edits only new orders and orders awaiting layouts', () => {
    expect(editableStatuses).toEqual(['Создан', 'Ожидает загрузки макетов']);
    expect(isOrderEditable('Создан')).toBe(true);
    expect(isOrderEditable('Ожидает загрузки макетов')).toBe(true);
    expect(isOrderEditable('Ожидает проверки макетов менеджером')).toBe(false);
    expect(isOrderEditable('В работе')).toBe(false);
  });

  it('archives shipped and cancelled orders', () => {
    expect(archivedStatuses).toEqual(['Отправлен', 'Отменен']);
    expect(isOrderArchived('Отправлен')).toBe(true);
    expect(isOrderArchived('Отменен')).toBe(true);
    expect(isOrderArchived('Готов к отправке')).toBe(false);
  });

  it.each([
    ['Создан', false, false],
    ['Ожидает загрузки макетов', false, false],
    ['Ожидает проверки макетов менеджером', false, false],
    ['Готов к печати', false, true],
    ['Частично в работе', false, true],
    ['В работе', false, true],
    ['Готов к отправке', false, true],
    ['Отправлен', false, true],
    ['Отменен', false, false],
    ['Готов к печати', true, false],
  ])('status %s, paid %s → payment buttons %s', (status, payed, shown) => {
    expect(canPayOrder({ status, payed })).toBe(shown);
  });
});

describe('item file status', () => {
  const item = { status: null, isFileInOtherItem: false, fileName: null };

  it.each([
    [{ ...item, status: 'Макет загружен', fileName: 'a.psd' }, 'stickers', false, 'Макет загружен'],
    [{ ...item, isFileInOtherItem: true, fileName: 'a.psd' }, 'stickers', false, 'Готов к отправке'],
    [{ ...item, fileName: 'a.psd' }, 'stickers', false, 'Готов к отправке. Файл a.psd'],
    [{ ...item, fileName: 'a.psd' }, 'acryl', true, 'Готов к отправке. Файл a.psd'],
    [item, 'acryl', true, 'Готов к отправке.'],
    [item, 'stickers', true, 'Ожидает загрузки файла'],
    [item, 'acryl', false, 'Ожидает загрузки файла'],
    [{ ...item, status: '' }, 'stickers', false, 'Ожидает загрузки файла'],
  ] as const)('%o (%s, general file %s) → %s', (value, kind, general, text) => {
    expect(itemFileStatusText(value, kind, general)).toBe(text);
  });

  it('follows the order once its layouts are approved, never contradicting it', () => {
    const uploaded = { ...item, status: 'Макет загружен', fileName: 'a.psd' };
    for (const status of ['Готов к печати', 'В работе', 'Готов к отправке', 'Отправлен', 'Отменен']) {
      expect(itemFileStatusText(item, 'stickers', false, status)).toBe(status);
      expect(itemFileStatusText(uploaded, 'acryl', true, status)).toBe(status);
    }
    // Before approval, and «Частично в работе» (which names no item), the item's own line stays.
    for (const status of ['Создан', 'Ожидает проверки макетов менеджером', 'Ожидает согласования макета']) {
      expect(itemFileStatusText(uploaded, 'stickers', false, status)).toBe('Макет загружен');
    }
    expect(itemFileStatusText(item, 'stickers', false, 'Частично в работе')).toBe('Ожидает загрузки файла');
  });

  it('defaults to no general acryl file', () => {
    expect(itemFileStatusText(item, 'acryl')).toBe('Ожидает загрузки файла');
  });

  it('sets the status after an upload and after a delete', () => {
    expect(statusAfterUpload()).toBe('Макет загружен');
    expect(statusAfterFileDelete({ isFileInOtherItem: true })).toBe('Макет загружен');
    expect(statusAfterFileDelete({ isFileInOtherItem: false })).toBe('Ожидает загрузки макета');
  });
});

describe('repeat layout', () => {
  const stickerSource = {
    id: 41,
    name: 'Котик',
    comment: 'матовая',
    cuttingType: 'Contour',
    filmType: 'Виниловая белая',
    laminationType: 'Opaque',
    count: 20,
    width: 148,
    height: 210,
    fileName: 'kot.psd',
    status: 'Макет загружен',
    cost: 3200,
    isColorProof: true,
    isFileInOtherItem: false,
    otherItem: null,
  };

  it('copies a sticker item as a printed-before repeat', () => {
    expect(repeatStickerItem(stickerSource, 1024)).toEqual({
      name: 'Котик из 1024',
      comment: 'Повтор макета из заказа 1024,матовая',
      cuttingType: 'Contour',
      filmType: 'Виниловая белая',
      laminationType: 'Opaque',
      count: 20,
      width: 148,
      height: 210,
      isFileInOtherItem: true,
      isColorProof: false,
      otherItem: 41,
    });
  });

  it('copies an acryl item with its fittings', () => {
    const source = acrylItemFixture({ id: 7, height: 40 });
    const copy = repeatAcrylItem(source, 88);
    // What the source was made of carries over; what the server owns does not.
    const { id: _id, fileName: _fileName, status: _status, cost: _cost, ...madeOf } = source;
    expect(copy).toEqual({
      ...madeOf,
      name: 'Брелок из 88',
      comment: 'Повтор макета из заказа 88,',
      isFileInOtherItem: true,
      isColorProof: false,
      otherItem: 7,
    });
    expect(copy.fittings).not.toBe(source.fittings);
  });

  it('keeps long names and comments within the limits, suffix intact', () => {
    const name = repeatedLayoutName('я'.repeat(itemLimits.maxNameLength), 123456);
    expect(name).toHaveLength(itemLimits.maxNameLength);
    expect(name.endsWith(' из 123456')).toBe(true);
    expect(repeatedLayoutComment('к'.repeat(2000), 5)).toHaveLength(2000);
  });

  it('starts new items with the spec defaults', () => {
    expect(newStickerItem()).toMatchObject({
      count: 0,
      width: 0,
      height: 0,
      isColorProof: true,
      isFileInOtherItem: false,
      otherItem: null,
    });
    expect(newAcrylItem()).toMatchObject({ isColorProof: false, isFileInOtherItem: false, fittings: [] });
  });
});

describe('layout picker', () => {
  const entry = (name: string, orderId = '6f1c1d1e-0000-4000-8000-000000000001'): LayoutTemplateEntry => ({
    orderId,
    orderNumber: 12,
    created: '2026-01-05T10:00:00+03:00',
    item: { id: 1, name, count: 10 },
  });
  const entries = [entry('Котик'), entry('Котик из 1024'), entry('Пёсик'), entry('КОТ и пёс'), entry('Кот из дома')];

  it.each([
    ['Котик', false],
    ['Котик из 1024', true],
    ['Котик из ', false],
    ['Котик из 12a', false],
    ['Котик из 12 ', false],
    ['Котикиз 12', false],
  ])('%j ends with a repeat suffix: %s', (name, repeated) => {
    expect(isRepeatedLayoutName(name)).toBe(repeated);
  });

  it('hides repeats when asked', () => {
    const names = (list: LayoutTemplateEntry[]) => list.map((item) => item.item.name);
    expect(names(filterLayoutTemplates(entries, { search: '', hideRepeats: true }))).toEqual([
      'Котик',
      'Пёсик',
      'КОТ и пёс',
      'Кот из дома',
    ]);
    expect(filterLayoutTemplates(entries, { search: '', hideRepeats: false })).toHaveLength(5);
  });

  it('searches names case-insensitively', () => {
    const names = (search: string) =>
      filterLayoutTemplates(entries, { search, hideRepeats: false }).map((item) => item.item.name);
    expect(names('кот')).toEqual(['Котик', 'Котик из 1024', 'КОТ и пёс', 'Кот из дома']);
    expect(names(' ПЁС ')).toEqual(['Пёсик', 'КОТ и пёс']);
    expect(names('жираф')).toEqual([]);
  });

  it('keys a selection by order and name', () => {
    expect(layoutSelectionKey(entry('A'))).not.toBe(layoutSelectionKey(entry('A', 'other')));
    expect(layoutSelectionKey(entry('A'))).toBe(layoutSelectionKey(entry('A')));
  });

  it.each([
    [undefined, 1],
    [null, 1],
    [Number.NaN, 1],
    ['', 1],
    ['abc', 1],
    [0, 1],
    [-5, 1],
    [1, 1],
    [2.7, 2],
    ['15', 15],
    [40, 40],
  ])('quantity %j → %d', (value, quantity) => {
    expect(clampPickerQuantity(value)).toBe(quantity);
  });
});

describe('order view', () => {
  const withFile = { fileName: 'a.psd', isFileInOtherItem: false };
  const printedBefore = { fileName: null, isFileInOtherItem: true };
  const missing = { fileName: null, isFileInOtherItem: false };

  it.each([
    [[], [], 'stickers'],
    [[1], [], 'stickers'],
    [[1], [1], 'stickers'],
    [[], [1], 'acryl'],
  ])('stickers %o, acryl %o → %s tab', (orderItems, acrylOrderItems, tab) => {
    expect(defaultOrderTab({ orderItems, acrylOrderItems })).toBe(tab);
  });

  it.each([
    ['all files', [withFile], [withFile], false, false],
    ['printed before counts as complete', [printedBefore], [printedBefore], false, false],
    ['a sticker lacks a file', [withFile, missing], [], false, true],
    ['a sticker lacks a file even with the general acryl file', [missing], [], true, true],
    ['an acryl item lacks a file', [withFile], [missing], false, true],
    ['the general acryl file covers acryl items', [withFile], [missing], true, false],
    ['no items', [], [], false, false],
  ])('%s', (_case, orderItems, acrylOrderItems, acrylUploaded, warns) => {
    expect(hasMissingLayouts({ orderItems, acrylOrderItems, acrylUploaded })).toBe(warns);
  });

  it('sends only orders with items', () => {
    expect(canSendOrder({ orderItems: [], acrylOrderItems: [] })).toBe(false);
    expect(canSendOrder({ orderItems: [], acrylOrderItems: [1] })).toBe(true);
  });
});

describe('acryl print types', () => {
  it("omits 'Разная печать'", () => {
    expect(acrylPrintTypeOptions(['Односторонняя', 'Разная печать', 'Без печати'])).toEqual([
      'Односторонняя',
      'Без печати',
    ]);
  });
});

describe('minimum runs', () => {
  it('hints 10 sheets per sticker layout', () => {
    expect(stickerMinimumRun).toEqual({ count: 10, hint: 'Минимальный тираж: 10 листов на макет' });
  });

  it.each([
    ['Брелок', 60, 40, null, 10, 'Новые брелоки до 6 см: от 10 штук на макет'],
    ['Брелок', 61, 40, null, 5, 'Новые брелоки больше 6 см: от 5 штук на макет'],
    ['Брелок', 30, 61, null, 5, 'Новые брелоки больше 6 см: от 5 штук на макет'],
    ['Брелок', 30, 30, 7, 5, 'Повтор брелоков: от 5 штук на макет'],
    ['Стенд', 100, 150, null, 5, 'Новые стенды: от 5 штук на макет'],
    ['Стенд', 100, 150, 7, 3, 'Повтор стендов: от 3 штук на макет'],
  ])('%s %d×%d repeating %s: from %d', (acrylType, width, height, otherItem, count, hint) => {
    expect(acrylMinimumRun({ acrylType, width, height, otherItem })).toEqual({ count, hint });
  });

  it('has no minimum for other products', () => {
    expect(acrylMinimumRun({ acrylType: 'Подставка', width: 50, height: 50, otherItem: null })).toBeNull();
    expect(acrylMinimumRun({ acrylType: null, width: 50, height: 50, otherItem: null })).toBeNull();
  });

  it('tells when a count is below the minimum run', () => {
    expect(isBelowMinimumRun(9, stickerMinimumRun)).toBe(true);
    expect(isBelowMinimumRun(10, stickerMinimumRun)).toBe(false);
    expect(isBelowMinimumRun(1, null)).toBe(false);
  });
});
