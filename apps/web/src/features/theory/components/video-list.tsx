import { useLingui } from '@lingui/react';
import '../i18n.ts';
import { embedUrl, parseVideoUrl } from '@/lib/youtube.ts';
import styles from './theory-content.module.css';

/** The block's video lessons as privacy-enhanced YouTube players; an address that is not YouTube stays a link. */
export function VideoList({ videos, topic }: { videos: string[]; topic: string }) {
  const { _ } = useLingui();
  if (videos.length === 0) return null;
  return (
    <ul className={styles.videos} aria-label={_('theory.videos')}>
      {videos.map((url, index) => {
        const video = parseVideoUrl(url);
        const title =
          videos.length > 1 ? _('theory.videoN', { n: index + 1, topic }) : _('theory.video', { topic });
        return (
          <li key={`${url}-${index}`}>
            {video ? (
              <div className={video.shorts ? styles.playerShorts : styles.player}>
                <iframe
                  src={embedUrl(video)}
                  title={title}
                  loading="lazy"
                  allow="encrypted-media; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
            ) : (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {title}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
