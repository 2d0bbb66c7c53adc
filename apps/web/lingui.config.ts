import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The interface's catalogs (decision 170): one per feature (`src/features/<name>/locales/uk.po`, `en.po`) the screens'
 * titles' (`src/app/titles/locales`) and the shell's (`src/locales`: the layout, shared components and lib). Messages are written by explicit id: a
 * `.po` file's msgid is the id (`explicitIdAsDefault`). The Vite plugin compiles a catalog when it is imported
 * and fails the build on a missing or broken translation.
 */
export default defineConfig({
  sourceLocale: 'uk',
  locales: ['uk', 'en'],
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  catalogs: [
    // A feature's later parts (loaded after its screen) may have a catalog of their own.
    {
      path: '<rootDir>/src/features/{name}/later/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
    },
    { path: '<rootDir>/src/app/titles/locales/{locale}', include: ['<rootDir>/src/app/titles'] },
    { path: '<rootDir>/src/app/routes/locales/{locale}', include: ['<rootDir>/src/app/routes'] },
    {
      path: '<rootDir>/src/components/{name}/locales/{locale}',
      include: ['<rootDir>/src/components/{name}'],
    },
    { path: '<rootDir>/src/lib/locales/{locale}', include: ['<rootDir>/src/lib'] },
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] },
  ],
});
