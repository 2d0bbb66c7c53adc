import { useLingui } from '@lingui/react';
import { useState } from 'react';
import '../i18n.ts';
import { Button } from '@/components/ui/button.tsx';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { CommentIcon, PlayIcon } from '@/components/ui/icons.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import { sessionStore } from '@/lib/storage.ts';
import { embedUrl, parseVideoUrl } from '@/lib/youtube.ts';
import styles from './test-screen.module.css';

interface HintButtonsProps {
  notes: string;
  videoUrl: string | null;
  /** False while the comment is shown inline (after a wrong answer): the button would only repeat it. */
  comment?: boolean;
}

/**
 * The Коментар and Відео hints of a lesson question, each with its modal (their open state survives a reload).
 * Keyed by the question on screen: a hint never shows another question's comment. Відео only with a real video.
 */
export function HintButtons({ notes, videoUrl, comment = true }: HintButtonsProps) {
  const { _ } = useLingui();
  const [hint, setHint] = useState(() => sessionStore.get('hint') === true);
  const [video, setVideo] = useState(() => sessionStore.get('hintVideo') === true);
  const ref = parseVideoUrl(videoUrl);
  const toggleHint = (open: boolean) => {
    setHint(open);
    sessionStore.set('hint', open);
  };
  const toggleVideo = (open: boolean) => {
    setVideo(open);
    sessionStore.set('hintVideo', open);
  };
  return (
    <>
      {comment ? (
        <Button variant="secondary" size="sm" onClick={() => toggleHint(true)}>
          <CommentIcon size={18} />
          {_('learning.hint.comment')}
        </Button>
      ) : null}
      {ref ? (
        <Button variant="secondary" size="sm" onClick={() => toggleVideo(true)}>
          <PlayIcon size={18} />
          {_('learning.hint.video')}
        </Button>
      ) : null}
      {/* Mounted only while open (the modal has no closing animation): every question mounts these buttons. */}
      {hint && comment ? (
        <Modal
          open
          onOpenChange={toggleHint}
          title={_('learning.hint.comment')}
          actions={
            <ModalClose asChild>
              <Button>{_('learning.close')}</Button>
            </ModalClose>
          }
        >
          <HtmlContent html={notes} topHeading={3} className={styles.commentText} />
        </Modal>
      ) : null}
      {ref && video ? (
        <Modal open onOpenChange={toggleVideo} title={_('learning.hint.explanation')}>
          <div className={ref.shorts ? styles.videoShorts : styles.video}>
            <iframe
              src={embedUrl(ref)}
              title={_('learning.hint.videoTitle')}
              allow="encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              loading="lazy"
            />
          </div>
        </Modal>
      ) : null}
    </>
  );
}
