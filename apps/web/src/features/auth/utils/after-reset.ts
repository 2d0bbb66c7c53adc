/**
 * /reset_password sends the learner to /login with this navigation state once the password is changed, and the
 * sign-in form says so for as long as it is on screen (the popup alone lasts 100 ms on a phone, spec section 9). The
 * note's id in the auth catalog.
 */
export const PASSWORD_CHANGED_NOTE = 'auth.passwordChanged';

export const passwordChangedState = { passwordChanged: true } as const;

export function isPasswordChanged(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'passwordChanged' in state &&
    state.passwordChanged === true
  );
}
