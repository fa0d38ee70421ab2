/**
 * The manager's list controls and bulk actions (issue 28, item 5): one search box, several
 * statuses, the planned send date, the selection and its action bar with a result per order.
 */
export const managerListTexts = {
  searchLabel: 'Поиск по заказам',
  searchPlaceholder: 'Номер, имя, телефон или трек-номер',
  search: 'Найти',
  clearSearch: 'Сбросить поиск',
  statuses: 'Статусы',
  statusesChosen: (count: number) => `Статусы: ${count}`,
  statusesHint: 'Заказы с любым из отмеченных статусов',
  plannedSend: 'Плановая отправка',
  sendToday: 'Отправить сегодня',
  overdue: 'Просрочено',
  // The selection and its action bar.
  selectOrder: (number: number) => `Выбрать заказ №${number}`,
  selectAll: 'Выбрать все на странице',
  selected: (count: number) => `Выбрано заказов: ${count}`,
  clearSelection: 'Снять выбор',
  actions: 'Действия с выбранными заказами',
  newStatus: 'Новый статус',
  chooseStatus: 'Выберите статус',
  changeStatus: 'Сменить статус',
  registerShipments: 'Зарегистрировать в СДЭК',
  downloadLabels: 'Скачать этикетки СДЭК',
  progress: (done: number, total: number) => `Выполняется: ${done} из ${total}`,
  resultsTitle: 'Результат по заказам',
  summary: (ok: number, failed: number) =>
    failed === 0 ? `Готово: ${ok} из ${ok}` : `Готово: ${ok} из ${ok + failed}, не получилось: ${failed}`,
  resultOk: 'готово',
  orderLabel: (number: number | null) => (number === null ? 'Заказ' : `Заказ №${number}`),
  closeResults: 'Скрыть результат',
  bulkFailed: 'Не удалось выполнить действие с заказами',
  labelFailed: 'Не удалось скачать этикетку',
} as const;
