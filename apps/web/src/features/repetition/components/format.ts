import '../i18n.ts';
import { i18n } from '@/lib/i18n.ts';
import { kyivFormat } from '@/lib/kyiv-time.ts';

const due = kyivFormat({
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '25 листопада о 10:15', '25 November at 10:15': when the next questions fall due, in Kyiv's time. */
export function dueText(iso: string): string {
  const parts = due.formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return i18n._('repetition.dueAt', {
    date: `${get('day')} ${get('month')}`,
    time: `${get('hour')}:${get('minute')}`,
  });
}
