import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { ButtonLink } from '@/components/ui/button.tsx';
import { theoryMaterials, type ContentClaims } from '@/components/site/claims.ts';
import { useSiteClaims } from '@/components/site/seller-details.tsx';
import styles from './sections.module.css';

/** The advantages' ids: official questions and videos named only when the content has them (decision 142). */
function advantages(claims: ContentClaims) {
  const materials = theoryMaterials(claims);
  return [
    { title: 'home.advAll', text: claims.officialQuestions ? 'home.advAllOfficial' : 'home.advAllText' },
    {
      title: 'home.advTheory',
      text: 'home.advTheoryText',
      values: { materials: `${materials[0]!.toUpperCase()}${materials.slice(1)}` },
    },
    { title: 'home.advCredit', text: 'home.advCreditText' },
    { title: 'home.advExam', text: 'home.advExamText' },
  ];
}

/** What Premium adds; the button leads a free user to payment and a guest to registration. */
export function PremiumAdvantages({ signedIn }: { signedIn: boolean }) {
  const { _ } = useLingui();
  const claims = useSiteClaims();
  return (
    <section className={`${styles.section} ${styles.advantages}`} aria-labelledby="advantages-title">
      <h2 id="advantages-title" className={styles.title}>
        {_('home.advantages')}
      </h2>
      <ul className={styles.advantageList}>
        {advantages(claims).map((item) => (
          <li key={item.title} className={styles.advantage}>
            <h3>{_(item.title)}</h3>
            <p>{_(item.text, item.values)}</p>
          </li>
        ))}
      </ul>
      <ButtonLink to={signedIn ? '/premium' : '/register'} variant="premium" size="lg">
        {_(signedIn ? 'home.getPremium' : 'home.register')}
      </ButtonLink>
    </section>
  );
}
