import { z } from 'zod';
import { localized } from './language.ts';

/** The one error shape of the API: a message in the request's language and, for invalid input, one message per field. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** '45 с' or '15 хв': how long to wait before trying again. */
const waitUk = (seconds: number) => (seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} хв`);
const waitEn = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`);

/** The API's own refusals, by HTTP status and by cause, in both languages (decision 170). */
export const errorMessages = localized({
  uk: {
    400: 'Некоректний запит',
    401: 'Потрібно увійти в систему',
    403: 'Доступ заборонено',
    404: 'Не знайдено',
    405: 'Метод не підтримується',
    406: 'Формат відповіді не підтримується',
    408: 'Час очікування запиту вичерпано. Спробуйте ще раз',
    409: 'Конфлікт даних',
    413: 'Запит завеликий (не більше 1 МБ)',
    414: 'Адреса запиту задовга',
    415: 'Непідтримуваний тип вмісту',
    422: 'Перевірте введені дані',
    429: 'Забагато запитів. Спробуйте пізніше',
    431: 'Заголовки запиту завеликі',
    invalidJson: 'Некоректний JSON у тілі запиту',
    emptyJson: 'Порожнє тіло запиту з типом JSON',
    badUrl: 'Некоректна адреса запиту',
    internal: 'Внутрішня помилка сервера. Спробуйте пізніше',
    databaseUnavailable: "Немає зв'язку з базою даних. Спробуйте ще раз за кілька секунд",
    databaseDown: 'База даних недоступна',
    /** GET /api/ready: migrations of this build the database has not had yet, and the first of them. */
    schemaBehind: (pending: number, first: string) =>
      `Схема бази даних не оновлена: не застосовано міграцій — ${pending} (перша: ${first}). Перезапустіть сервер, він застосує їх`,
    noApiMethod: 'Такого методу API не існує',
    fileNotFound: 'Файл не знайдено',
    imageLinkDead: 'Посилання на зображення недійсне або застаріло. Оновіть сторінку',
    /** A learner at an hour's cap of rows (apps/api/src/lib/row-caps.ts). */
    tooManyAttempts: 'Забагато результатів за годину. Спробуйте трохи згодом',
    tooManyExams: 'Забагато іспитів за годину. Спробуйте трохи згодом',
    tooManyOrders: 'Забагато замовлень за годину. Спробуйте трохи згодом',
    wait: waitUk,
    /** A limit's refusal: what was too much, and when to try again. */
    tryAgainIn: (text: string, seconds: number) => `${text}. Спробуйте через ${waitUk(seconds)}`,
  },
  en: {
    400: 'Bad request',
    401: 'Please sign in',
    403: 'Access denied',
    404: 'Not found',
    405: 'Method not supported',
    406: 'Response format not supported',
    408: 'The request took too long. Please try again',
    409: 'Data conflict',
    413: 'The request is too large (1 MB at most)',
    414: 'The request address is too long',
    415: 'Unsupported content type',
    422: 'Please check what you entered',
    429: 'Too many requests. Please try later',
    431: 'The request headers are too large',
    invalidJson: 'Invalid JSON in the request body',
    emptyJson: 'Empty request body with the JSON type',
    badUrl: 'Invalid request address',
    internal: 'Internal server error. Please try later',
    databaseUnavailable: 'No connection to the database. Please try again in a few seconds',
    databaseDown: 'The database is unavailable',
    schemaBehind: (pending: number, first: string) =>
      `The database schema is out of date: ${pending} ${pending === 1 ? 'migration' : 'migrations'} not applied (first: ${first}). Restart the server, it applies them`,
    noApiMethod: 'There is no such API method',
    fileNotFound: 'File not found',
    imageLinkDead: 'The picture link is invalid or has expired. Reload the page',
    tooManyAttempts: 'Too many results in an hour. Try again a little later',
    tooManyExams: 'Too many exams in an hour. Try again a little later',
    tooManyOrders: 'Too many orders in an hour. Try again a little later',
    wait: waitEn,
    tryAgainIn: (text: string, seconds: number) => `${text}. Try again in ${waitEn(seconds)}`,
  },
});
