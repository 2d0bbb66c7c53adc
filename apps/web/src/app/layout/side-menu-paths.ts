/** Screens of the learning and account area, which get the side menu (spec section 2, Side menu). */
const SIDE_MENU_PATHS = [
  '/general',
  '/started_learn',
  '/learn',
  '/test',
  '/result',
  '/finish',
  '/my_test',
  '/repetition',
  '/favourites',
  '/search',
  '/marathon',
  '/theory',
  '/premium',
  '/profile',
  '/referal',
  '/register',
  '/recover',
  '/reset_password',
];

export function hasSideMenu(pathname: string): boolean {
  return SIDE_MENU_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
