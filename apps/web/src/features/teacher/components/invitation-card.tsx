import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { formatGroupCode } from '@pdr/contract/accounts';
import type { TeacherGroup } from '@pdr/contract/teacher';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { i18n } from '@/lib/i18n.ts';
import { showPopup } from '@/lib/popup.ts';
import { groupTitle, ofGroup } from '@/components/invitation/group-name.ts';
import {
  invitationText,
  QR_LEVEL,
  QR_MARGIN,
  QR_PROJECTOR_SIZE,
  QR_SIZE,
} from '@/components/invitation/invitation-text.ts';
import styles from './invitations.module.css';

/** One group's invitation on screen: text, QR code, link to copy, the projector's QR code and printing. */
export function InvitationCard({ group, onPrint }: { group: TeacherGroup; onPrint: () => void }) {
  const { _ } = useLingui();
  const [projector, setProjector] = useState(false);
  const linkId = useId();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(group.invite_url);
      showPopup('success', i18n._('teacher.linkCopied'));
    } catch {
      // No clipboard (an old browser or a page without permission): select the link for Ctrl+C instead.
      const input = document.getElementById(linkId);
      if (input instanceof HTMLInputElement) input.select();
      showPopup('error', i18n._('teacher.copyFailed'));
    }
  };
  const qrTitle = _('teacher.qrTitle', { group: ofGroup(group.name) });
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardText}>
        <h2 id={titleId} className={styles.cardTitle}>
          {group.name}
        </h2>
        <p className={styles.school}>{group.school_name}</p>
        <p>{invitationText()}</p>
        <p className={styles.code}>
          {_('teacher.groupCode')} <strong>{formatGroupCode(group.code)}</strong>
        </p>
        <label className={styles.linkLabel} htmlFor={linkId}>
          {_('teacher.signUpLink')}
        </label>
        <div className={styles.linkRow}>
          <input id={linkId} className={styles.link} readOnly value={group.invite_url} />
          <Button size="sm" onClick={() => void copy()}>
            {_('teacher.copy')}
          </Button>
        </div>
      </div>
      <figure className={styles.qr}>
        <QRCodeSVG
          value={group.invite_url}
          size={QR_SIZE}
          level={QR_LEVEL}
          marginSize={QR_MARGIN}
          title={qrTitle}
        />
        <figcaption>{_('teacher.scanToRegister')}</figcaption>
      </figure>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => setProjector(true)}>
          {_('teacher.projectorQr')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onPrint}>
          {_('teacher.printInvitation')}
        </Button>
      </div>
      <Modal
        open={projector}
        onOpenChange={setProjector}
        title={groupTitle(group.name)}
        description={_('teacher.projectorText')}
      >
        <div className={styles.projector}>
          <QRCodeSVG
            value={group.invite_url}
            size={QR_PROJECTOR_SIZE}
            level={QR_LEVEL}
            marginSize={QR_MARGIN}
            title={qrTitle}
          />
          <p className={styles.code}>
            {_('teacher.groupCode')} <strong>{formatGroupCode(group.code)}</strong>
          </p>
        </div>
      </Modal>
    </article>
  );
}
