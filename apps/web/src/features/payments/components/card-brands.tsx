import '../i18n.ts';
import { useLingui } from '@lingui/react';
import styles from './purchase.module.css';

/*
 * The two card brands the checkout takes, drawn here as plain shapes and text (no copied artwork): a blue card with
 * the word VISA, and two overlapping circles for Mastercard.
 */
function VisaMark() {
  return (
    <svg className={styles.brand} viewBox="0 0 64 40" role="img" aria-label="Visa">
      <rect width="64" height="40" rx="6" fill="#1a1f71" />
      <text
        x="32"
        y="26"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="17"
        fontWeight="800"
        fontStyle="italic"
        fontFamily="Arial, sans-serif"
        letterSpacing="1"
      >
        VISA
      </text>
    </svg>
  );
}

function MastercardMark() {
  return (
    <svg className={styles.brand} viewBox="0 0 64 40" role="img" aria-label="Mastercard">
      <rect x="0.5" y="0.5" width="63" height="39" rx="6" fill="#ffffff" stroke="#d9e1ec" />
      <circle cx="25" cy="20" r="12" fill="#e8101f" />
      <circle cx="39" cy="20" r="12" fill="#f6a000" fillOpacity="0.9" />
    </svg>
  );
}

/** 'Приймаємо картки' with the Visa and Mastercard marks (kept together on one line). */
export function CardBrands() {
  const { _ } = useLingui();
  return (
    <div className={styles.cards}>
      <span className={styles.cardsLabel}>{_('payments.cards')}</span>
      <span className={styles.brandRow}>
        <VisaMark />
        <MastercardMark />
      </span>
    </div>
  );
}
