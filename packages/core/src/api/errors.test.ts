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

  it('calls with only a log text in the spec ignore the server text', () => {
    expect(callFailures.deleteItem(500, 'x').message).toBe('Failed to delete order item');
    expect(callFailures.recentItems(500, 'x').message).toBe('Failed to get recent items');
    expect(callFailures.uploadFile(413, 'x').message).toBe('Failed to upload files');
    expect(callFailures.deleteFile(500, 'x').message).toBe('Failed to delete files');
    expect(callFailures.fileName(500, 'x').message).toBe('Failed to get file name');
    expect(callFailures.downloadFile(500, 'x').message).toBe('Failed to download file');
    expect(callFailures.submitToManager(500, 'x').message).toBe('Failed to submit to manager');
    expect(callFailures.orderPaymentInfo(500, 'x').message).toBe('Failed to fetch order payment info');
    expect(callFailures.paymentStatus(500, 'x').message).toBe('Failed to check payment status');
    expect(callFailures.client(500, 'x').message).toBe('Не удалось получить данные клиента');
    expect(callFailures.orderViews(500, 'x').message).toBe('Failed to load order views');
    expect(callFailures.adminOrder(500, 'x').message).toBe('Ошибка загрузки заказа');
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
