import { useLingui } from '@lingui/react';
import '../i18n.ts';
import type { TheoryBlock as Block } from '@pdr/contract/theory';
import { HtmlContent, resolveBackendPath } from '@/components/ui/html-content.tsx';
import { imagesOutsideHtml } from '../utils/block-images.ts';
import { ExpertComment } from './expert-comment.tsx';
import { VideoList } from './video-list.tsx';
import styles from './theory-content.module.css';

/** One block of a theory theme: text, pictures, video lessons and the expert's comment, each when present. */
export function TheoryBlock({ block, topic }: { block: Block; topic: string }) {
  const { _ } = useLingui();
  const images = imagesOutsideHtml(block.images, block.content);
  return (
    <section className={styles.block}>
      {block.content.trim() ? (
        <HtmlContent html={block.content} className={styles.text} topHeading={2} />
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.images} aria-label={_('theory.images')}>
          {images.map((src, index) => (
            <li key={src}>
              <img
                src={resolveBackendPath(src)}
                alt={_('theory.image', { n: index + 1, topic })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <VideoList videos={block.videos} topic={topic} />
      {block.comment.trim() ? <ExpertComment html={block.comment} /> : null}
    </section>
  );
}
