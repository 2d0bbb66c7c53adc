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

/**
 * Moves the headings of server HTML up or down together so the highest becomes level `top`: the page's own title
 * is the one h1, and the outline goes on from the level of the place the HTML is shown in, with no level skipped.
 */
function fitHeadings(root: DocumentFragment, top: number) {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  if (headings.length === 0) return;
  const shift = top - Math.min(...headings.map((h) => Number(h.tagName[1])));
  if (shift === 0) return;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(1, Number(heading.tagName[1]) + shift));
    const moved = document.createElement(`h${level}`);
    for (const { name, value } of heading.attributes) moved.setAttribute(name, value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
}

/**
 * Cleans server HTML: no scripts or handlers, images pointed at the backend, outside links opened safely. With
 * `topHeading`, its headings start at that level.
 */
export function sanitizeContent(html: string, topHeading?: number): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] });
  if (topHeading !== undefined) fitHeadings(fragment, topHeading);
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

interface HtmlContentProps {
  html: string;
  className?: string;
  /** The level the HTML's highest heading gets: one below the heading of the place it is shown in. */
  topHeading?: number;
}

/** Renders HTML that came from the server, after sanitising it. */
export function HtmlContent({ html, className, topHeading }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeContent(html, topHeading), [html, topHeading]);
  return (
    <div
      className={[styles.content, className ?? ''].filter(Boolean).join(' ')}
      // Sanitised by DOMPurify above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
