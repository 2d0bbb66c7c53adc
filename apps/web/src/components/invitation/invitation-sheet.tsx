import { useLingui } from '@lingui/react';
import { createPortal } from 'react-dom';
import { QRCodeSVG } from 'qrcode.react';
import { formatGroupCode } from '@pdr/contract/accounts';
import type { TeacherGroup } from '@pdr/contract/teacher';
import { groupTitle } from './group-name.ts';
import { INVITATION_STEPS, invitationText, QR_LEVEL, QR_MARGIN, QR_PRINT_SIZE } from './invitation-text.ts';
import styles from './invitation-sheet.module.css';
import './i18n.ts';

/**
 * The printed invitation: one A4 page to hand out. It lives beside the app's root (a portal into <body>), so the
 * print stylesheet can hide the whole app and show only this sheet; on screen it is never shown.
 */
export function InvitationSheet({ group }: { group: TeacherGroup }) {
  const { _ } = useLingui();
  return createPortal(
    <section className={styles.sheet} aria-hidden="true" data-testid="invitation-sheet">
      <p className={styles.sheetSchool}>{group.school_name}</p>
      <h2 className={styles.sheetTitle}>{_('invitation.title')}</h2>
      <p className={styles.sheetGroup}>{groupTitle(group.name)}</p>
      <p className={styles.sheetText}>{invitationText()}</p>
      <div className={styles.sheetQr}>
        <QRCodeSVG value={group.invite_url} size={QR_PRINT_SIZE} level={QR_LEVEL} marginSize={QR_MARGIN} />
      </div>
      <ol className={styles.sheetSteps}>
        {INVITATION_STEPS.map((step) => (
          <li key={step}>{_(step)}</li>
        ))}
      </ol>
      <p className={styles.sheetLink}>{group.invite_url}</p>
      <p className={styles.sheetCode}>
        {_('invitation.code')} <strong>{formatGroupCode(group.code)}</strong>
      </p>
    </section>,
    document.body,
  );
}
