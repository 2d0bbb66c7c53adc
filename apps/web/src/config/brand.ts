/**
 * The site's face depends on the address it is opened at: two known hosts and a default. Logos and share images
 * are files of our own in apps/web/public.
 */
export interface Brand {
  siteName: string;
  logo: string;
  logoAlt: string;
  ogImage: string;
}

const DEFAULT_BRAND: Brand = {
  siteName: 'Тренажер ПДР',
  logo: '/logo.svg',
  logoAlt: 'Тренажер ПДР — на головну',
  ogImage: '/og-image.svg',
};

const BRANDS_BY_HOST: Record<string, Brand> = {
  'pdr-trainer.com.ua': {
    siteName: 'ПДР Тренажер',
    logo: '/logo-trainer.svg',
    logoAlt: 'ПДР Тренажер — на головну',
    ogImage: '/og-image-trainer.svg',
  },
  'autoschool.pdr-trainer.com.ua': {
    siteName: 'Автошкола онлайн',
    logo: '/logo-school.svg',
    logoAlt: 'Автошкола онлайн — на головну',
    ogImage: '/og-image-school.svg',
  },
};

/** The brand for a host name; `www.` is ignored so both forms of an address look the same. */
export function brandForHost(hostname: string): Brand {
  return BRANDS_BY_HOST[hostname.toLowerCase().replace(/^www\./, '')] ?? DEFAULT_BRAND;
}

export function currentBrand(): Brand {
  return brandForHost(typeof window === 'undefined' ? '' : window.location.hostname);
}
