import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { CommentIcon, PlayIcon } from '@/components/ui/icons.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import { sessionStore } from '@/lib/storage.ts';
import { embedUrl, parseVideoUrl } from '@/lib/youtube.ts';
import styles from './test-screen.module.css';

/** The Коментар and Відео hints of a lesson question, each with its modal (their open state survives a reload). */
export function HintButtons({ notes, videoUrl }: { notes: string; videoUrl: string | null }) {
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
      <Button variant="secondary" size="sm" onClick={() => toggleHint(true)}>
        <CommentIcon size={18} />
        Коментар
      </Button>
      {ref ? (
        <Button variant="secondary" size="sm" onClick={() => toggleVideo(true)}>
          <PlayIcon size={18} />
          Відео
        </Button>
      ) : null}
      <Modal
        open={hint}
        onOpenChange={toggleHint}
        title="Коментар"
        actions={
          <ModalClose asChild>
            <Button>Закрити</Button>
          </ModalClose>
        }
      >
        <HtmlContent html={notes} topHeading={3} />
      </Modal>
      {ref ? (
        <Modal open={video} onOpenChange={toggleVideo} title="Пояснення">
          <div className={ref.shorts ? styles.videoShorts : styles.video}>
            <iframe
              src={embedUrl(ref)}
              title="Відеопояснення до питання"
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
