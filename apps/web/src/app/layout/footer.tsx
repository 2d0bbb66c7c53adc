import { Link } from 'react-router';
import { currentBrand } from '@/config/brand.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useViewer } from '@/hooks/use-viewer.ts';
import { openPremiumOffer } from '@/lib/modals.ts';
import { SellerLines, useSiteClaims } from '@/components/site/seller-details.tsx';
import styles from './footer.module.css';

/** The shared footer (spec section 2): links that depend on whether the user is signed in and has Premium. */
export function Footer() {
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
          {site.officialQuestions ? (
            <p className={styles.note}>
              Питання тестів відповідають чинній офіційній базі екзаменаційних питань сервісних центрів МВС.
            </p>
          ) : null}
          {site.demo ? (
            <p className={styles.note}>Демонстраційна установка: питання написані для показу тренажера.</p>
          ) : null}
          {site.seller ? (
            <p className={styles.note}>
              <SellerLines seller={site.seller} />
            </p>
          ) : null}
        </div>
        <nav aria-label="Меню у підвалі">
          <ul className={styles.links}>
            <li>
              <Link to="/">Головна</Link>
            </li>
            <li>
              <Link to="/about">Про нас</Link>
            </li>
            {viewer.signedIn ? (
              <li>
                <button type="button" className={styles.linkButton} onClick={() => logout.mutate()}>
                  Вийти
                </button>
              </li>
            ) : (
              <li>
                <Link to="/login">Вхід/Реєстрація</Link>
              </li>
            )}
            {viewer.signedIn && viewer.premium ? null : (
              <li>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => openPremiumOffer(viewer.signedIn)}
                >
                  Преміум
                </button>
              </li>
            )}
            <li>
              <a href="#/agreement" target="_blank" rel="noopener">
                Угода користувача
                <span className="visually-hidden"> (відкриється в новій вкладці)</span>
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
