import { useRef, useState } from 'react';
import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import { useSiteHref } from '../../ui/shared/href';
import Section from '../../ui/shared/Section';
import type { VideoAdPromotionDetails } from './schema';
import styles from './VideoAdPromotion.module.css';

export default function VideoAdPromotion({ details }: ModuleProps<Infer<typeof VideoAdPromotionDetails>>) {
  const t = useT();
  const href = useSiteHref();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const play = () => {
    setPlaying(true);
    // play() returns a promise in browsers; a refused autoplay leaves the native controls to the visitor.
    void Promise.resolve(video.current?.play?.()).catch(() => undefined);
  };
  return (
    <Section title={details.title} intro={details.text}>
      <div className={styles.player}>
        <video ref={video} className={styles.video} src={details.videoUrl} poster={details.poster} controls={playing} preload="none" onPlay={() => setPlaying(true)} />
        {playing ? null : (
          <div className={styles.overlay} data-testid="video-overlay">
            <button type="button" className={styles.play} aria-label={t('modules.video.play')} onClick={play}>
              ▶
            </button>
          </div>
        )}
      </div>
      {details.linkText && details.url ? (
        <p>
          <a href={href(details.url)}>{details.linkText}</a>
        </p>
      ) : null}
    </Section>
  );
}
