/**
 * Leaves the app for the payment provider's checkout page (our sandbox page or LiqPay's). The return address of
 * the order brings the browser back to /premium/status/:orderId. Its own module so that tests can replace it:
 * jsdom cannot navigate.
 */
export function goToCheckout(link: string): void {
  window.location.assign(link);
}
