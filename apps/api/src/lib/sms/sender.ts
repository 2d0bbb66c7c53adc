/** Sends one text message to a phone in the form +380XXXXXXXXX. Rejects with SmsError when it was not accepted. */
export interface SmsSender {
  readonly provider: 'sandbox' | 'turbosms';
  send(phone: string, text: string): Promise<void>;
}

/** A message the provider did not accept; `detail` is for the log and never holds the message text. */
export class SmsError extends Error {
  readonly detail: string;
  constructor(detail: string) {
    super(`SMS not sent: ${detail}`);
    this.detail = detail;
  }
}
