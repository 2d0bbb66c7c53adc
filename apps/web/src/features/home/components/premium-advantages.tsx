import { ButtonLink } from '@/components/ui/button.tsx';
import { theoryMaterials, type ContentClaims } from '@/components/site/claims.ts';
import { useSiteClaims } from '@/components/site/seller-details.tsx';
import styles from './sections.module.css';

function advantages(claims: ContentClaims) {
  const materials = theoryMaterials(claims);
  return [
    {
      title: 'Усі питання',
      text: claims.officialQuestions
        ? 'Навчальний режим за всіма темами з останніми затвердженими питаннями.'
        : 'Навчальний режим за всіма темами й питаннями тренажера.',
    },
    { title: 'Теорія', text: `${materials[0]!.toUpperCase()}${materials.slice(1)} до кожної теми.` },
    { title: 'Залікові тести', text: 'Перевірка цілої теми, де дозволено більше помилок, ніж на іспиті.' },
    { title: 'Аналітика іспиту', text: 'Після іспиту видно теми з помилками, а іспит можна перескласти.' },
  ];
}

/** What Premium adds; the button leads a free user to payment and a guest to registration. */
export function PremiumAdvantages({ signedIn }: { signedIn: boolean }) {
  const claims = useSiteClaims();
  return (
    <section className={`${styles.section} ${styles.advantages}`} aria-labelledby="advantages-title">
      <h2 id="advantages-title" className={styles.title}>
        Переваги Преміуму
      </h2>
      <ul className={styles.advantageList}>
        {advantages(claims).map((item) => (
          <li key={item.title} className={styles.advantage}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <ButtonLink to={signedIn ? '/premium' : '/register'} variant="premium" size="lg">
        {signedIn ? 'Отримати Преміум' : 'Зареєструватися'}
      </ButtonLink>
    </section>
  );
}
