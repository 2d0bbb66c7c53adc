import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { currentBrand } from '@/config/brand.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { openPremiumOffer } from '@/lib/modals.ts';
import { SellerLines, useSiteClaims } from '@/components/site/seller-details.tsx';
import styles from './footer.module.css';

/** The shared footer (spec section 2): links that depend on whether the user is signed in and has Premium. */
export function Footer() {
  const { _ } = useLingui();
  const viewer = useViewer();
  const logout = useLogout();
  const brand = currentBrand();
  const site = useSiteClaims();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{brand.siteName}</p>
          {/* Claims and the seller come from the content pack (site.json); the app states neither by itself. */}
          {site.officialQuestions ? <p className={styles.note}>{_('footer.official')}</p> : null}
          {site.demo ? <p className={styles.note}>{_('footer.demo')}</p> : null}
          {site.seller ? (
            <p className={styles.note}>
              <SellerLines seller={site.seller} />
            </p>
          ) : null}
        </div>
        <nav aria-label={_('footer.menu')}>
          <ul className={styles.links}>
            <li>
              <Link to="/">{_('nav.home')}</Link>
            </li>
            <li>
              <Link to="/about">{_('nav.about')}</Link>
            </li>
            {viewer.signedIn ? (
              <li>
                <button type="button" className={styles.linkButton} onClick={() => logout.mutate()}>
                  {_('header.logout')}
                </button>
              </li>
            ) : (
              <li>
                <Link to="/login">{_('nav.login')}</Link>
              </li>
            )}
            {viewer.signedIn && viewer.premium ? null : (
              <li>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => openPremiumOffer(viewer.signedIn)}
                >
                  {_('header.premium')}
                </button>
              </li>
            )}
            <li>
              <a href="#/agreement" target="_blank" rel="noopener">
                {_('footer.agreement')}
                <span className="visually-hidden">{_('common.newTab')}</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copy}>
        © {new Date().getFullYear()} {brand.siteName}
      </p>
    </footer>
  );
}
