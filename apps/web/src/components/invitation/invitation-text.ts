/** The invitation's words (spec section 2, /referal: an invitation to register and prepare for the exams). */
export const INVITATION_TITLE = 'Запрошуємо до навчання!';
export const INVITATION_TEXT =
  'Зареєструйтеся в онлайн-тренажері та готуйтеся до теоретичного іспиту з ПДР разом зі своєю групою: тести ' +
  'за темами, заліки й іспит як у сервісному центрі МВС.';
export const INVITATION_STEPS = [
  'Наведіть камеру телефону на QR-код або відкрийте посилання.',
  'Заповніть форму реєстрації: код групи вже буде вписано.',
  'Навчайтеся будь-де й будь-коли, а викладач бачитиме ваш прогрес.',
] as const;
/** Spec section 9: the QR code's defaults; the projector's code is the same, only larger. */
export const QR_MARGIN = 4;
export const QR_LEVEL = 'L';
export const QR_SIZE = 128;
export const QR_PROJECTOR_SIZE = 480;
export const QR_PRINT_SIZE = 300;
