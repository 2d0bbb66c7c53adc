import { currentLanguage } from '@pdr/contract/language';
import { paymentMessages as msg, type OrderStatus } from '@pdr/contract/payments';

/**
 * The sandbox checkout page: server-rendered HTML without scripts (the Content-Security-Policy allows only our own
 * scripts and forms), in the current language (the order owner's, sandbox-routes.ts), usable with a keyboard and a screen reader, one column on phones.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page's one style element, allowed by its hash in the Content-Security-Policy (app.ts, decision 131). A
 * payment provider's page has no word of the app's theme: it follows the system's scheme, as the app does by default.
 */
export const CHECKOUT_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b2430;background:#eef2f7}
header{background:#1f3a5f;color:#fff;padding:14px 20px}
header p{margin:0;max-width:960px;margin-inline:auto;font-weight:700;font-size:18px}
main{max-width:480px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(31,58,95,.12);padding:28px 24px}
h1{margin:0 0 6px;font-size:26px;line-height:1.25}
.note{margin:0 0 20px;color:#4a5566}
.badge{display:inline-block;margin-bottom:14px;padding:2px 10px;border-radius:999px;background:#fff4d6;color:#6b4a00;font-size:14px;font-weight:600}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:10px 16px}
dt{color:#4a5566}
dd{margin:0;font-weight:600}
.amount{font-size:22px}
.actions{display:flex;gap:12px;flex-wrap:wrap}
.actions form{flex:1 1 180px;margin:0}
button,.link{display:block;width:100%;min-height:48px;padding:12px 16px;border-radius:8px;font:inherit;font-weight:700;text-align:center;cursor:pointer;text-decoration:none}
.pay{background:#1a7f37;color:#fff;border:2px solid #1a7f37}
.pay:hover{background:#146c2e}
.decline{background:#fff;color:#a40e26;border:2px solid #a40e26}
.decline:hover{background:#fff0f1}
.link{background:#1f3a5f;color:#fff;border:2px solid #1f3a5f}
button:focus-visible,.link:focus-visible{outline:3px solid #f0a500;outline-offset:3px}
.status{padding:12px 14px;border-radius:8px;background:#eef2f7;margin:0 0 20px}
footer{max-width:480px;margin:0 auto 32px;padding:0 16px;color:#4a5566;font-size:14px}
@media (max-width:420px){main{margin:16px auto}.card{padding:22px 16px}h1{font-size:22px}}
@media (prefers-color-scheme:dark){:root{color-scheme:dark}body{color:#e6ebf2;background:#0e141c}
.card{background:#18212c;box-shadow:0 4px 18px rgba(0,0,0,.45)}.note,dt,footer{color:#a7b2c2}
.badge{background:#2f2914;color:#eac462}.decline{background:#18212c;color:#ff9d9d;border-color:#ff9d9d}
.decline:hover{background:#3d1c20}.status{background:#0e141c}}
`;

/** The app's own icon (apps/web/public), named so the browser does not ask for a /favicon.ico there is none of. */
export const CHECKOUT_ICON = '/favicon.svg';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="${currentLanguage()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${msg.trainer}</title>
<link rel="icon" href="${CHECKOUT_ICON}" type="image/svg+xml">
<style>${CHECKOUT_STYLE}</style>
</head>
<body>
<header><p>${msg.trainer}</p></header>
<main>
<div class="card">
${body}
</div>
</main>
<footer><p>${msg.testPaymentNote}</p></footer>
</body>
</html>`;
}

export interface CheckoutView {
  action: string;
  data: string;
  signature: string;
  /** UAH. */
  amount: number;
  /** '90 днів', '90 days'. */
  days: string;
  description: string;
  status: OrderStatus;
  resultUrl: string;
}

/** What an order closed already says instead of the buttons, read as the page is made. */
const STATUS_TEXT: Partial<Record<OrderStatus, () => string>> = {
  paid: () => msg.orderPaid,
  failed: () => msg.orderDeclined,
  reversed: () => msg.orderReversed,
};

function decisionForm(view: CheckoutView, decision: 'pay' | 'decline', label: string): string {
  return `<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="data" value="${escapeHtml(view.data)}">
<input type="hidden" name="signature" value="${escapeHtml(view.signature)}">
<input type="hidden" name="decision" value="${decision}">
<button type="submit" class="${decision}">${label}</button>
</form>`;
}

export function checkoutPage(view: CheckoutView): string {
  const closed = STATUS_TEXT[view.status]?.();
  const actions = closed
    ? `<p class="status" role="status">${closed}</p>
<a class="link" href="${escapeHtml(view.resultUrl)}">${msg.backToTrainer}</a>`
    : `<div class="actions">
${decisionForm(view, 'pay', msg.pay)}
${decisionForm(view, 'decline', msg.decline)}
</div>`;
  return layout(
    msg.checkoutTitle,
    `<span class="badge">${msg.testMode}</span>
<h1>${msg.checkoutTitle}</h1>
<p class="note">${msg.checkOrder}</p>
<dl>
<dt>${msg.toPay}</dt><dd class="amount">${msg.uah(view.amount)}</dd>
<dt>${msg.term}</dt><dd>${escapeHtml(view.days)}</dd>
<dt>${msg.purpose}</dt><dd>${escapeHtml(view.description)}</dd>
</dl>
${actions}`,
  );
}

export function checkoutErrorPage(title: string, text: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(text)}</p>
<a class="link" href="/">${msg.home}</a>`,
  );
}
