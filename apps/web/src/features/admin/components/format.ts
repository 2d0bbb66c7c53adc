import type { OrderStatus } from '@pdr/contract/payments';
import { kyivFormat } from '@/lib/kyiv-time.ts';

// The console stays Ukrainian (decision 170), its dates too.
const when = kyivFormat({ dateStyle: 'short', timeStyle: 'short' }, 'uk');

/** A time of the server (ISO) as Kyiv sees it. */
export const kyivTime = (iso: string) => when.format(new Date(iso));

/** An order's state as the console names it. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'створене',
  pending: 'очікує оплати',
  paid: 'оплачене',
  failed: 'не оплачене',
  reversed: 'повернене',
};

/** Kopecks as hryvnias. */
export const uah = (kopecks: number) => `${(kopecks / 100).toFixed(kopecks % 100 === 0 ? 0 : 2)} грн`;

/** What a failed call says, in the server's words when it sent some. */
export function problemText(error: unknown): string {
  if (error && typeof error === 'object' && 'errors' in error && 'message' in error) {
    const e = error as { errors: Record<string, string>; message: string };
    return Object.values(e.errors)[0] ?? e.message;
  }
  return 'Не вдалося виконати. Спробуйте ще раз';
}
