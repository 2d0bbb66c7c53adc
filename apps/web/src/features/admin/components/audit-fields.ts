import { formatGroupCode } from '@pdr/contract/accounts';
import { OPERATOR_ROLE_ID, PUPIL_ROLE_ID, TEACHER_ROLE_ID } from '@pdr/contract/constants';
import { formatPhone } from '@pdr/contract/phone';
import { ORDER_STATUS_LABELS, kyivTime } from './format.ts';

/**
 * The journal's before and after as an operator reads them: each field the console and the command line write
 * (each module's console.ts, content/content-upload.ts, cli/journal.ts) with a Ukrainian label and its value in a readable
 * form. The one place that knows those keys; a key it does not know is shown as it is, so nothing is hidden.
 */
export interface AuditField {
  label: string;
  value: string;
}

type Show = (value: unknown) => string;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ROLES: Record<number, string> = {
  [PUPIL_ROLE_ID]: 'учень',
  [TEACHER_ROLE_ID]: 'викладач',
  [OPERATOR_ROLE_ID]: 'оператор',
};
const REPORT_STATES: Record<string, string> = {
  open: 'відкрите',
  fixed: 'виправлено',
  rejected: 'відхилено',
};

const or =
  (none: string, show: Show): Show =>
  (v) =>
    v === null || v === undefined ? none : show(v);
const hryvnias: Show = (v) => `${String(v)} грн`;
const time: Show = (v) => kyivTime(String(v));
const labelled =
  (labels: Record<string | number, string>): Show =>
  (v) =>
    labels[v as string] ?? String(v);

const FIELDS: Record<string, { label: string; show?: Show }> = {
  price: { label: 'Ціна', show: or('звичайна', hryvnias) },
  former_price: { label: 'Колишня ціна', show: or('немає', hryvnias) },
  days: { label: 'Днів Преміуму', show: or('звичайний строк', (v) => `${String(v)} дн.`) },
  premium_until: { label: 'Преміум до', show: or('не діє', time) },
  closed_at: { label: 'Закрита', show: or('ні, відкрита', time) },
  status: { label: 'Стан замовлення', show: labelled(ORDER_STATUS_LABELS) },
  state: { label: 'Стан', show: labelled(REPORT_STATES) },
  reports: { label: 'Повідомлень' },
  note: { label: 'Примітка', show: or('немає', String) },
  done: { label: 'Опрацьовано' },
  role_id: { label: 'Роль', show: labelled(ROLES) },
  title: { label: 'Заголовок' },
  description: { label: 'Опис' },
  ends_at: { label: 'Діє до', show: time },
  content_version: { label: 'Версія змісту' },
  pack: { label: 'Пакет' },
  counts: { label: 'Зміни' },
  added: { label: 'додано' },
  changed: { label: 'змінено' },
  retired: { label: 'вилучено' },
  themes: { label: 'теми' },
  questions: { label: 'питання' },
  answers: { label: 'відповіді' },
  theories: { label: 'теорії' },
  theory_themes: { label: 'теми теорії' },
  pages: { label: 'сторінки' },
  free_premium: { label: 'безкоштовний Преміум' },
  site: { label: 'відомості про сайт' },
  images: { label: 'картинки' },
  name: { label: 'Назва' },
  version: { label: 'версія' },
  city: { label: 'Місто', show: or('не вказано', String) },
  school_id: { label: 'Автошкола', show: (v) => `№${String(v)}` },
  teacher_phone: { label: 'Телефон викладача', show: or('немає', (v) => formatPhone(String(v))) },
  phone: { label: 'Телефон', show: (v) => formatPhone(String(v)) },
  group_code: { label: 'Код групи', show: (v) => formatGroupCode(String(v)) },
  teacher: { label: 'Викладач', show: or('немає', String) },
  group: { label: 'Група', show: or('без групи', String) },
  unread: { label: 'Непрочитаних повідомлень' },
  result: { label: 'Відповідь', show: (v) => (Array.isArray(v) ? v.join(' ') : readable(v)) },
};

const labelOf = (key: string) => FIELDS[key]?.label ?? key;

/** A value with no rule of its own: yes/no, a time in Kyiv, a list, or the fields of an object. */
function readable(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'так' : 'ні';
  if (typeof value === 'string') return ISO_TIME.test(value) ? kyivTime(value) : value;
  if (Array.isArray(value)) return value.map(readable).join('; ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${labelOf(k)}: ${showField(k, v)}`)
      .join(', ');
  return String(value);
}

function showField(key: string, value: unknown): string {
  const show = FIELDS[key]?.show;
  return show ? show(value) : readable(value);
}

/** The fields of a journal entry's before or after; none for an empty one. */
export function auditFields(state: unknown): AuditField[] {
  if (state === null || state === undefined) return [];
  if (typeof state !== 'object' || Array.isArray(state))
    return [{ label: 'Значення', value: readable(state) }];
  return Object.entries(state).flatMap(([key, value]) =>
    // The input of a command is its fields, as the console's form has them.
    key === 'input' && value && typeof value === 'object'
      ? auditFields(value)
      : [{ label: labelOf(key), value: showField(key, value) }],
  );
}
