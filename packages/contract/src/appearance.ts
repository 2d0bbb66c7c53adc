/** The browser's bar colour (`<meta name="theme-color">`) in each theme: the header's blue, the dark surface. */
export const THEME_COLORS = { light: '#0b5cad', dark: '#18212c' } as const;

/** The event the app sends on `document` after it writes the device's theme or text size (lib/appearance.ts). */
export const APPEARANCE_EVENT = 'pdr-appearance';

/**
 * The theme and text size before the first paint (issue 53): inline in the head of index.html, so that a dark
 * phone never sees a white page, the pre-rendered home page and the service worker's shell included (both are this
 * index.html). It reads the device's choices (the app's `theme` and `textSize` in localStorage, JSON strings),
 * resolves 'system' by `prefers-color-scheme`, and sets `data-theme` ('light' or 'dark') and `data-text-size`
 * ('large', 'largest', or none) on <html>, and the bar colour. It applies them again when the system's scheme
 * changes, when another tab writes them, and when the app says it has (APPEARANCE_EVENT): the app never resolves
 * a theme itself. The server's Content-Security-Policy allows it by its SHA-256 hash (apps/api/src/plugins/security.ts),
 * so it must be exactly this text.
 */
export const APPEARANCE_GATE =
  "(function(){var d=document.documentElement,m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)');" +
  'function v(k){try{return JSON.parse(localStorage.getItem(k))}catch(e){return null}}' +
  "function a(){var t=v('theme'),s=v('textSize'),k=t==='dark'||(t!=='light'&&m&&m.matches)?'dark':'light';" +
  "d.setAttribute('data-theme',k);if(s==='large'||s==='largest')d.setAttribute('data-text-size',s);" +
  "else d.removeAttribute('data-text-size');var c=document.querySelector('meta[name=theme-color]');" +
  `if(c)c.setAttribute('content',k==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}')}` +
  "a();if(m&&m.addEventListener)m.addEventListener('change',a);addEventListener('storage',a);" +
  `document.addEventListener('${APPEARANCE_EVENT}',a)})()`;
