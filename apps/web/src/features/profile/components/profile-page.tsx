import { THEME_ORDER_NOTE } from '@/components/site/claims.ts';
import { TEACHER_ROLE_ID } from '@pdr/contract/constants';
import { formatPhone } from '@pdr/contract/phone';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/hooks/use-user.ts';
import { useToken } from '@/lib/session.ts';
import { Avatar } from './avatar.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import styles from './profile.module.css';
import { kyivFormat } from '@/lib/kyiv-time.ts';

const dateFormat = kyivFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** /profile: avatar, names, Premium label, group, categories, and for Premium users the tariff block. */
export function ProfilePage() {
  const token = useToken();
  const user = useUser();
  if (!token) return <SignInPrompt />;
  if (!user) return <Spinner />;
  const teacher = user.role_id === TEACHER_ROLE_ID;
  // A teacher's own groups (and their schools), not the one group a pupil belongs to.
  const taught = user.taught_groups ?? [];
  return (
    <article className={styles.card} aria-labelledby="profile-name">
      <div className={styles.head}>
        <Avatar src={user.avatar} premium={user.premium_check} />
        <div>
          <h1 id="profile-name" className={styles.name}>
            {user.first_name} {user.last_name}
          </h1>
          <div className={styles.badges}>
            <span className={styles.badge}>{teacher ? 'Викладач' : 'Учень'}</span>
            {user.premium_check ? <span className={`${styles.badge} ${styles.premium}`}>Преміум</span> : null}
          </div>
        </div>
      </div>
      <dl className={styles.facts}>
        {teacher && taught.length > 0 ? (
          <>
            <div>
              <dt>{taught.length === 1 ? 'Група' : 'Групи'}</dt>
              <dd>{taught.map((g) => g.name).join(', ')}</dd>
            </div>
            <div>
              <dt>Автошкола</dt>
              <dd>{[...new Set(taught.map((g) => g.school_name))].join(', ')}</dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>Група</dt>
              <dd>{user.group_name ?? 'Група невідома'}</dd>
            </div>
            <div>
              <dt>Автошкола</dt>
              <dd>{user.school_name ?? '—'}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Телефон</dt>
          <dd>{formatPhone(user.phone)}</dd>
        </div>
        {teacher ? null : (
          <div>
            <dt>Готуюся до категорії</dt>
            <dd>{user.active_category.label}</dd>
          </div>
        )}
        <div>
          <dt>{user.categories.length === 1 ? 'Обрана категорія' : 'Обрані категорії'}</dt>
          <dd>{user.categories.map((c) => c.label).join(', ') || '—'}</dd>
        </div>
      </dl>
      {user.premium_check && user.premium_until ? (
        <section className={styles.premiumBlock} aria-labelledby="profile-premium">
          <h2 id="profile-premium">Тариф Преміум</h2>
          {/* The long date ends with 'р.': the sentence must not add a second full stop. */}
          <p>
            Вам відкриті всі теми, теорія, іспити та повторення до{' '}
            {dateFormat.format(new Date(user.premium_until))}
          </p>
          <p>{THEME_ORDER_NOTE}</p>
          <div className={styles.links}>
            <ButtonLink to="/theory" variant="premium" size="sm">
              Теорія ПДР
            </ButtonLink>
            <ButtonLink to="/repetition" variant="secondary" size="sm">
              Повторення
            </ButtonLink>
          </div>
        </section>
      ) : null}
      <div className={styles.links}>
        {teacher ? (
          <ButtonLink to="/teacher" variant="secondary">
            Кабінет викладача
          </ButtonLink>
        ) : null}
        <ButtonLink to="/profile/edit">Редагувати профіль</ButtonLink>
      </div>
    </article>
  );
}
