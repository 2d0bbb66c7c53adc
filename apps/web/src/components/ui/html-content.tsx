import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { env } from '@/config/env.ts';
import styles from './html-content.module.css';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/|\/|#)/i;

/** An image path relative to the content storage (images/theory/x.svg) as an address on the backend host. */
export function resolveBackendPath(src: string): string {
  if (ABSOLUTE.test(src)) return src;
  return `${env.backendUrl.replace(/\/$/, '')}/${src.replace(/^\.\//, '')}`;
}

/** Cleans server HTML: no scripts or handlers, images pointed at the backend, outside links opened safely. */
export function sanitizeContent(html: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] });
  for (const img of fragment.querySelectorAll('img')) {
    const src = img.getAttribute('src');
    if (src) img.setAttribute('src', resolveBackendPath(src));
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
    img.setAttribute('loading', 'lazy');
  }
  for (const link of fragment.querySelectorAll('a[target="_blank"]'))
    link.setAttribute('rel', 'noopener noreferrer');
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** Renders HTML that came from the server, after sanitising it. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeContent(html), [html]);
  return (
    <div
      className={[styles.content, className ?? ''].filter(Boolean).join(' ')}
      // Sanitised by DOMPurify above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
