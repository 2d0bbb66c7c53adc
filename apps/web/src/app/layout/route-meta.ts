import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { currentBrand } from '@/config/brand.ts';

const DEFAULT_DESCRIPTION =
  'Онлайн-тренажер для підготовки до теоретичного іспиту з ПДР України: тести за темами, іспит як у сервісному центрі, теорія з коментарями.';

interface RouteMeta {
  title: string;
  description?: string;
}

/** Title and description of each screen of spec section 2; the brand name is added after the title. */
const META_BY_PATH: Record<string, RouteMeta> = {
  '/': { title: 'Підготовка до іспиту з ПДР онлайн' },
  '/login': { title: 'Вхід' },
  '/register': { title: 'Реєстрація' },
  '/register/finish': { title: 'Оформлення Преміуму' },
  '/confirm_phone': { title: 'Підтвердження номера' },
  '/recover': { title: 'Відновлення пароля' },
  '/reset_password': { title: 'Новий пароль' },
  '/general': { title: 'Навчання чи іспит' },
  '/started_learn': { title: 'Тести за темами' },
  '/learn': { title: 'Мапа тем' },
  '/test': { title: 'Тест' },
  '/result': { title: 'Результат іспиту' },
  '/finish': { title: 'Усі теми пройдено' },
  '/my_test': { title: 'Мої тести' },
  '/premium': { title: 'Преміум' },
  '/profile': { title: 'Мій профіль' },
  '/profile/edit': { title: 'Редагування профілю' },
  '/repetition': { title: 'Повторення' },
  '/theory': { title: 'Теорія ПДР' },
  '/referal': { title: 'Запрошення до навчання' },
  '/teacher': { title: 'Кабінет викладача' },
  '/admin': { title: 'Консоль оператора' },
  '/about': {
    title: 'Про нас',
    description: 'Хто ми і як тренажер допомагає скласти теоретичний іспит з ПДР з першої спроби.',
  },
  '/agreement': { title: 'Угода користувача' },
};

export function metaForPath(pathname: string): RouteMeta | undefined {
  if (META_BY_PATH[pathname]) return META_BY_PATH[pathname];
  if (pathname.startsWith('/theory/')) return META_BY_PATH['/theory'];
  if (pathname.startsWith('/premium/status/')) return { title: 'Стан оплати' };
  if (pathname.startsWith('/teacher/pupils/')) return { title: 'Прогрес учня' };
  return undefined;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps the document title, description and share tags in step with the screen and the host's brand. */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const brand = currentBrand();
    const meta = metaForPath(pathname) ?? { title: 'Сторінку не знайдено' };
    const title = `${meta.title} — ${brand.siteName}`;
    const description = meta.description ?? DEFAULT_DESCRIPTION;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:site_name', brand.siteName);
    setMeta('property', 'og:image', new URL(brand.ogImage, window.location.origin).href);
  }, [pathname]);
}
