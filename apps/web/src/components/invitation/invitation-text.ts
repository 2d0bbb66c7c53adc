import { i18n } from '@/lib/i18n.ts';
import './i18n.ts';

/** The invitation's words (spec section 2, /referal: an invitation to register and prepare for the exams). */
export function invitationText(): string {
  return i18n._('invitation.text');
}

/** The steps under the printed invitation's QR code: catalog ids. */
export const INVITATION_STEPS = ['invitation.step1', 'invitation.step2', 'invitation.step3'] as const;
/** Spec section 9: the QR code's defaults; the projector's code is the same, only larger. */
export const QR_MARGIN = 4;
export const QR_LEVEL = 'L';
export const QR_SIZE = 128;
export const QR_PROJECTOR_SIZE = 480;
export const QR_PRINT_SIZE = 300;
