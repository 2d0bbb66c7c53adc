/** The web app's only reader of build-time settings. */
const apiBase = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api/';

export const env = {
  /** Base address of the API, ending in a slash. */
  apiUrl: apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
  /** Address of the server that serves question and theory images (same origin by default). */
  backendUrl: (import.meta.env.VITE_BACKEND_URL as string | undefined) ?? '',
} as const;
