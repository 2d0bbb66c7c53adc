import { i18n } from '@lingui/core';
import { addCatalog } from '@/lib/i18n.ts';
import { messages as uk } from './locales/uk.po';

/**
 * The screens' titles and descriptions (the document's title, description and share tags), in a chunk of their
 * own: the home page's are in index.html, another screen's come with it, never in the first load.
 */
addCatalog(uk, () => import('./locales/en.po'));

/** A screen's title and description, as ids of the titles' catalog (./locales). */
interface RouteMeta {
  title: string;
  description?: string;
}

/** Title and description of each screen of spec section 2; the brand name is added after the title. */
const META_BY_PATH: Record<string, RouteMeta> = {
  '/': { title: 'title.home' },
  '/login': { title: 'title.login' },
  '/register': { title: 'title.register' },
  '/register/finish': { title: 'title.registerFinish' },
  '/confirm_phone': { title: 'title.confirmPhone' },
  '/recover': { title: 'title.recover' },
  '/reset_password': { title: 'title.resetPassword' },
  '/general': { title: 'title.general' },
  '/started_learn': { title: 'title.startedLearn' },
  '/learn': { title: 'title.learn' },
  '/test': { title: 'title.test' },
  '/result': { title: 'title.result' },
  '/finish': { title: 'title.finish' },
  '/my_test': { title: 'title.myTest' },
  '/premium': { title: 'title.premium' },
  '/profile': { title: 'title.profile' },
  '/profile/edit': { title: 'title.profileEdit' },
  '/repetition': { title: 'title.repetition' },
  '/favourites': { title: 'title.favourites' },
  '/search': { title: 'title.search' },
  '/marathon': { title: 'title.marathon' },
  '/theory': { title: 'title.theory' },
  '/referal': { title: 'title.referal' },
  '/teacher': { title: 'title.teacher' },
  '/admin': { title: 'title.admin' },
  '/about': { title: 'title.about', description: 'title.aboutDescription' },
  '/agreement': { title: 'title.agreement' },
};

export function metaForPath(pathname: string): RouteMeta | undefined {
  if (META_BY_PATH[pathname]) return META_BY_PATH[pathname];
  if (pathname.startsWith('/theory/')) return META_BY_PATH['/theory'];
  if (pathname.startsWith('/premium/status/')) return { title: 'title.orderStatus' };
  if (pathname.startsWith('/teacher/pupils/')) return { title: 'title.pupil' };
  return undefined;
}

/** The title (before the brand name) and the description of the screen at `pathname`, in the current language. */
export function describeScreen(pathname: string): { title: string; description: string } {
  const meta = metaForPath(pathname) ?? { title: 'title.notFound' };
  return { title: i18n._(meta.title), description: i18n._(meta.description ?? 'title.description') };
}
