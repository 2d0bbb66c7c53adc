/**
 * A className from parts, leaving out the empty ones. A CSS module gives `undefined` for a class it does not
 * define (an answer's 'plain' look has no rule of its own), which a template string would print as the class
 * 'undefined'; composed here it is simply absent.
 */
export function cx(...parts: readonly (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
