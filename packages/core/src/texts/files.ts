/** Layout files of items: upload, download, status. */

export const fileStatusTexts = {
  readyAlreadyPrinted: 'Готов к отправке',
  readyWithFile: (file: string) => `Готов к отправке. Файл ${file}`,
  awaitingFile: 'Ожидает загрузки файла',
  readyWithGeneralAcrylFile: 'Готов к отправке.',
  uploaded: 'Макет загружен',
  awaitingLayout: 'Ожидает загрузки макета',
} as const;

export const fileTexts = {
  uploadFailedLog: 'Failed to upload files',
  deleteFailedLog: 'Failed to delete files',
  fileNameFailedLog: 'Failed to get file name',
  downloadFailedLog: 'Failed to download file',
  infoFailed: 'Не удалось загрузить информацию о файле.',
  uploadFailed: 'Не удалось загрузить файл. ',
  deleteFailed: 'Не удалось удалить файл.',
  downloadFailed: 'Не удалось скачать файл.',
  uploaded: 'Файл успешно загружен!',
  deleted: 'Файл успешно удален!',
  upload: 'Загрузить макет',
  uploadGeneralAcryl: 'Загрузить общий файл акрила',
  generalAcrylTitle: 'Общий файл акрила',
  replace: 'Заменить файл',
  download: 'Скачать',
  delete: 'Удалить файл',
  cancelUpload: 'Отменить загрузку',
  chooseFile: 'Выберите файл',
  uploading: (percent: number) => `Загрузка ${percent}%`,
  uploadCancelled: 'Загрузка отменена',
  // Server-side file errors (decided)
  tooLarge: (limit: string) => `Файл слишком большой: не больше ${limit}`,
  typeNotAllowed: 'Этот тип файла не принимается. Подходят PSD, CDR, AI, PDF, TIFF, PNG, JPEG и архивы ZIP, RAR, 7Z.',
  contentMismatch: 'Содержимое файла не соответствует его расширению',
  fileNotFound: 'Файл не найден',
  uploadTooSlow: 'Файл передавался слишком медленно, загрузка прервана. Проверьте интернет и попробуйте снова.',
  tooManyUploads: (limit: number) =>
    `Одновременно можно загружать не больше ${limit} файлов. Дождитесь окончания загрузки и попробуйте снова.`,
  previewUnavailable: 'Предпросмотр недоступен',
} as const;
