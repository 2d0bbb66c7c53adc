import { i18n } from '@/lib/i18n.ts';

/**
 * The site's face depends on the address it is opened at: two known hosts and a default. Logos and share images
 * are files of our own in apps/web/public. A brand's name is a proper name, the same in every language; the words
 * around it are read in the current language each time a screen reads them.
 */
export interface Brand {
  siteName: string;
  logo: string;
  /** The logo's alt text, 'Тренажер ПДР — на головну': read when the screen renders, in its language. */
  readonly logoAlt: string;
  ogImage: string;
}

function brand(siteName: string, logo: string, ogImage: string): Brand {
  return {
    siteName,
    logo,
    get logoAlt() {
      return i18n._('common.logoAlt', { name: siteName });
    },
    ogImage,
  };
}

const DEFAULT_BRAND = brand('Тренажер ПДР', '/logo.svg', '/og-image.svg');

const BRANDS_BY_HOST: Record<string, Brand> = {
  'pdr-trainer.com.ua': brand('ПДР Тренажер', '/logo-trainer.svg', '/og-image-trainer.svg'),
  'autoschool.pdr-trainer.com.ua': brand('Автошкола онлайн', '/logo-school.svg', '/og-image-school.svg'),
};

/** The brand for a host name; `www.` is ignored so both forms of an address look the same. */
export function brandForHost(hostname: string): Brand {
  return BRANDS_BY_HOST[hostname.toLowerCase().replace(/^www\./, '')] ?? DEFAULT_BRAND;
}

export function currentBrand(): Brand {
  return brandForHost(typeof window === 'undefined' ? '' : window.location.hostname);
}
