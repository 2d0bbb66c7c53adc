import { kyivFormat } from '@/lib/kyiv-time.ts';
import { countOf, NOUNS } from '@/lib/plural.ts';

/** 1 питання, 2 питання, 5 питань. */
export function questionsText(n: number): string {
  return countOf(n, NOUNS.question);
}

const dateTime = kyivFormat({
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** '25 листопада о 10:15': when the next questions fall due. */
export function dueText(iso: string): string {
  const parts = dateTime.formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} ${get('month')} о ${get('hour')}:${get('minute')}`;
}
