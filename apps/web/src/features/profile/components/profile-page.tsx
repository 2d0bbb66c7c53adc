import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { themeOrderNote } from '@/components/site/claims.ts';
import { TEACHER_ROLE_ID } from '@pdr/contract/constants';
import { formatPhone } from '@pdr/contract/phone';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/hooks/use-user.ts';
import { useToken } from '@/lib/session.ts';
import { Avatar } from './avatar.tsx';
import { SettingsSection } from '@/components/settings/settings-section.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import styles from './profile.module.css';
import { kyivFormat } from '@/lib/kyiv-time.ts';

const dateFormat = kyivFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** /profile: avatar, names, Premium label, group, categories, for Premium users the tariff block, and the settings. */
export function ProfilePage() {
  const { _ } = useLingui();
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
            <span className={styles.badge}>{_(teacher ? 'header.roleTeacher' : 'header.rolePupil')}</span>
            {user.premium_check ? (
              <span className={`${styles.badge} ${styles.premium}`}>{_('header.premium')}</span>
            ) : null}
          </div>
        </div>
      </div>
      <dl className={styles.facts}>
        {teacher && taught.length > 0 ? (
          <>
            <div>
              <dt>{_(taught.length === 1 ? 'profile.group' : 'profile.groups')}</dt>
              <dd>{taught.map((g) => g.name).join(', ')}</dd>
            </div>
            <div>
              <dt>{_('profile.school')}</dt>
              <dd>{[...new Set(taught.map((g) => g.school_name))].join(', ')}</dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{_('profile.group')}</dt>
              <dd>{user.group_name ?? _('profile.groupUnknown')}</dd>
            </div>
            <div>
              <dt>{_('profile.school')}</dt>
              <dd>{user.school_name ?? '—'}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{_('profile.phone')}</dt>
          <dd>{formatPhone(user.phone)}</dd>
        </div>
        {teacher ? null : (
          <div>
            <dt>{_('profile.preparingFor')}</dt>
            <dd>{user.active_category.label}</dd>
          </div>
        )}
        <div>
          <dt>{_(user.categories.length === 1 ? 'profile.chosenCategory' : 'profile.chosenCategories')}</dt>
          <dd>{user.categories.map((c) => c.label).join(', ') || '—'}</dd>
        </div>
      </dl>
      {user.premium_check && user.premium_until ? (
        <section className={styles.premiumBlock} aria-labelledby="profile-premium">
          <h2 id="profile-premium">{_('profile.premiumTitle')}</h2>
          {/* The long date ends with 'р.': the sentence must not add a second full stop. */}
          <p>{_('profile.premiumUntil', { date: dateFormat.format(new Date(user.premium_until)) })}</p>
          <p>{themeOrderNote()}</p>
          <div className={styles.links}>
            <ButtonLink to="/theory" variant="premium" size="sm">
              {_('profile.theory')}
            </ButtonLink>
            <ButtonLink to="/repetition" variant="secondary" size="sm">
              {_('profile.repetition')}
            </ButtonLink>
          </div>
        </section>
      ) : null}
      <SettingsSection />
      <div className={styles.links}>
        {teacher ? (
          <ButtonLink to="/teacher" variant="secondary">
            {_('nav.teacher')}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/profile/edit">{_('profile.edit')}</ButtonLink>
      </div>
    </article>
  );
}
