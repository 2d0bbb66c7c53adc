/**
 * `use-sync-external-store/shim` for React 18 and later: React's own hook. @lingui/react imports the shim, which
 * bundles a polyfill for older React (0.4 KB gzip of the first load) that React 19 never runs.
 */
export { useSyncExternalStore } from 'react';
