import { describe, expect, it } from 'vitest';
import { authFailureText, callFailures } from './errors.js';

describe('callFailures.orderLoad (section 8)', () => {
  it.each([
    [404, 'notFound', 'Not found'],
    [400, 'completed', 'Completed'],
    [403, 'noAccess', 'Нет доступа к данному заказу'],
    [500, 'failed', 'Unknown error'],
    [401, 'failed', 'Unknown error'],
    [0, 'network', 'Unknown error'],
  ])('maps %i to %s "%s", whatever the server says', (status, kind, message) => {
    expect(callFailures.orderLoad(status, 'текст сервера')).toEqual({ kind, message });
  });
});

describe('callFailures of the other calls', () => {
  it('item save: a 400 shows the server text or "Validation error", else "Failed to save order item"', () => {
    expect(callFailures.saveItem(400, 'Название занято')).toEqual({ kind: 'badRequest', message: 'Название занято' });
    expect(callFailures.saveItem(400, null).message).toBe('Validation error');
    expect(callFailures.saveItem(500, 'boom').message).toBe('Failed to save order item');
    expect(callFailures.saveItem(0, null)).toEqual({ kind: 'network', message: 'Failed to save order item' });
  });

  it('payment link: a 400 shows the server text, anything else the fixed text', () => {
    expect(callFailures.createPaymentLink(400, 'Заказ уже оплачен').message).toBe('Заказ уже оплачен');
    expect(callFailures.createPaymentLink(400, null).message).toBe('Не удалось создать ссылку на оплату!');
    expect(callFailures.createPaymentLink(502, 'Bad gateway').message).toBe('Не удалось создать ссылку на оплату!');
  });

  it.each([
    ['deleteItem', 500, 'Failed to delete order item'],
    ['recentItems', 500, 'Failed to get recent items'],
    ['uploadFile', 413, 'Failed to upload files'],
    ['deleteFile', 500, 'Failed to delete files'],
    ['fileName', 500, 'Failed to get file name'],
    ['downloadFile', 500, 'Failed to download file'],
    ['submitToManager', 500, 'Failed to submit to manager'],
    ['orderPaymentInfo', 500, 'Failed to fetch order payment info'],
    ['paymentStatus', 500, 'Failed to check payment status'],
    ['client', 500, 'Не удалось получить данные клиента'],
    ['orderViews', 500, 'Failed to load order views'],
    ['adminOrder', 500, 'Ошибка загрузки заказа'],
  ] as const)('%s, with only a log text in the spec, ignores the server text: %i gives %j', (call, status, text) => {
    expect(callFailures[call](status, 'x').message).toBe(text);
  });

  it('calls whose screens show the server text fall back to the spec text', () => {
    expect(callFailures.orderList(500, 'Сервер недоступен').message).toBe('Сервер недоступен');
    expect(callFailures.orderList(0, null).message).toBe('Не удалось загрузить список заказов');
    expect(callFailures.createOrderFromCart(400, 'Корзина пуста').message).toBe('Корзина пуста');
    expect(callFailures.createOrderFromCart(500, null).message).toBe('Ошибка при создании заказа');
    expect(callFailures.cdekTariffs(400, 'ПВЗ не найден').message).toBe('ПВЗ не найден');
    expect(callFailures.cdekTariffs(500, null).message).toBe('Произошла ошибка при получении информации о доставке');
    expect(callFailures.updateOrderInformation(500, null).message).toBe('Ошибка сохранения изменений');
  });

  it('the public order page tells "Not found" by the message', () => {
    expect(callFailures.publicOrderInfo(404, null).message).toContain('Not found');
    expect(callFailures.publicOrderInfo(500, null).message).not.toContain('Not found');
  });
});

describe('authFailureText', () => {
  // Access key: any failure is an invalid key. Password login: 401 asks to check the credentials.
  // VK login: a 400 shows the server text, else the unknown-error text. The others name the status,
  // or fall back without one, and follow it with the server's reason when it gave one.
  it.each([
    ['accessKey', 401, null, 'Недействительный ключ доступа'],
    ['accessKey', 0, null, 'Недействительный ключ доступа'],
    ['login', 401, null, 'Проверьте правильность введенного логина и пароля'],
    ['login', 429, null, '429 Пользователь не авторизован'],
    ['login', 0, null, 'Ошибка входа'],
    ['vk', 400, 'Сессия входа устарела', 'Сессия входа устарела'],
    ['vk', 400, null, 'Неизвестная ошибка при попытке входа'],
    ['vk', 502, null, '502 Пользователь не авторизован'],
    ['vk', 0, null, 'Ошибка входа'],
    ['register', 409, null, '409 Не удалось зарегистрировать пользователя'],
    ['register', 0, null, 'Ошибка регистрации'],
    ['convert', 400, null, '400 Ошибка создания аккаунта'],
    ['convert', 0, null, 'Ошибка создания аккаунта'],
    [
      'register',
      400,
      'Пароль должен содержать не менее 8 символов',
      '400 Не удалось зарегистрировать пользователя: Пароль должен содержать не менее 8 символов',
    ],
    [
      'register',
      409,
      'Пользователь с таким логином уже существует',
      '409 Не удалось зарегистрировать пользователя: Пользователь с таким логином уже существует',
    ],
    [
      'login',
      429,
      'Слишком много неудачных попыток. Повторите через 30 с.',
      '429 Пользователь не авторизован: Слишком много неудачных попыток. Повторите через 30 с.',
    ],
    [
      'convert',
      409,
      'Пользователь с таким логином уже существует',
      '409 Ошибка создания аккаунта: Пользователь с таким логином уже существует',
    ],
    // A wrong password keeps the spec's own text: the server's adds nothing to it.
    ['login', 401, 'Неверный логин или пароль', 'Проверьте правильность введенного логина и пароля'],
  ] as const)('%s, status %d, server reason %j: %j', (action, status, serverMessage, text) => {
    expect(authFailureText(action, { status, serverMessage })).toBe(text);
  });
});
