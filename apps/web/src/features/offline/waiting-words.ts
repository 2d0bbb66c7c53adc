import './i18n.ts';
import { i18n } from '@/lib/i18n.ts';

/** '1 результат чекає на зв'язок', '3 результати чекають…', '5 результатів чекають…', in the current language. */
export function waitingText(count: number): string {
  return i18n._('offline.waiting', { count });
}
