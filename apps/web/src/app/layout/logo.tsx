import { Link } from 'react-router';
import { currentBrand } from '@/config/brand.ts';
import styles from './header.module.css';

/** The site's logo for this host, linking home. */
export function Logo() {
  const brand = currentBrand();
  return (
    <Link to="/" className={styles.logo}>
      <img src={brand.logo} alt={brand.logoAlt} width={160} height={35} />
    </Link>
  );
}
