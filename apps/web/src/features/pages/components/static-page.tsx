import '../i18n.ts';
import { useLingui } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import type { PageSlug } from '@pdr/contract/pages';
import { Button } from '@/components/ui/button.tsx';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { i18n } from '@/lib/i18n.ts';
import { showPopup } from '@/lib/popup.ts';
import { worthRetrying } from '@/lib/retry.ts';
import { usePage } from '../api/get-page.ts';
import styles from './static-page.module.css';

/** The message the spec gives when a page cannot be loaded: catalog ids. */
const NOT_FOUND_TEXT: Record<PageSlug, string> = {
  term: 'pages.termNotFound',
  about: 'pages.aboutNotFound',
};

interface StaticPageProps {
  slug: PageSlug;
  /** Shown while the page loads, before the server's own title arrives. */
  fallbackTitle: string;
  /** Extra controls under the content (for example a 'Назад' button). */
  footer?: ReactNode;
}

/** A server-written page (/about, /agreement): title and sanitised HTML, with loading and error states. */
export function StaticPage({ slug, fallbackTitle, footer }: StaticPageProps) {
  const { _ } = useLingui();
  const page = usePage(slug);
  const failed = page.isError;

  useEffect(() => {
    if (failed) showPopup('error', i18n._(NOT_FOUND_TEXT[slug]));
  }, [failed, slug]);

  return (
    <article className={styles.card} aria-busy={page.isPending}>
      {page.isPending ? (
        <>
          <PageTitle>{fallbackTitle}</PageTitle>
          <Spinner label={_('pages.loading')} />
        </>
      ) : page.isError ? (
        <>
          <PageTitle>{fallbackTitle}</PageTitle>
          <div className={styles.error}>
            <p>{_(NOT_FOUND_TEXT[slug])}</p>
            {worthRetrying(page.error) ? (
              <Button variant="secondary" onClick={() => void page.refetch()} disabled={page.isFetching}>
                {_('pages.retry')}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <PageTitle>{page.data.data.title}</PageTitle>
          <HtmlContent html={page.data.data.content} topHeading={2} />
        </>
      )}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}
