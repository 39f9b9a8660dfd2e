import { useEffect, useState, type KeyboardEvent } from 'react';
import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import ActionLink from '../../ui/shared/ActionLink';
import Pager from '../../ui/shared/Pager';
import MediaImage from '../../ui/shared/MediaImage';
import { parseMediaUrl } from '../../contract/media';
import type { BannerData, BannerDetails } from './schema';
import styles from './Banner.module.css';

/** Time each slide stays before the next one when the carousel plays. */
export const SLIDE_MS = 6000;

export default function Banner({ details, data }: ModuleProps<Infer<typeof BannerDetails>, BannerData | undefined>) {
  const t = useT();
  const slides = details.slides;
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(details.autoplay !== false && slides.length > 1);
  const count = slides.length;
  const go = (index: number) => setCurrent((index + count) % count);

  // Visitors who ask for reduced motion get a still carousel; they can still press play.
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
    setPlaying(false);
  };

  return (
    <div className={styles.banner} role="region" aria-roledescription="carousel" aria-label={t('modules.banner.slides')} onKeyDown={onKeyDown}>
      {slides.map((slide, index) => {
        const Heading = index === 0 ? 'h1' : 'h2';
        return (
          <div
            key={index}
            className={styles.slide}
            hidden={index !== current}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
          >
            <div className={styles.content}>
              <div className={styles.text}>
                <Heading className={styles.title}>{slide.title}</Heading>
                {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
                <ActionLink className={styles.button} text={slide.buttonText} url={slide.url} />
              </div>
              {slide.image && parseMediaUrl(slide.image) ? (
                // A library photo shows on phones too (full width under the text), beside the text on wider screens.
                <MediaImage className={styles.photo} src={slide.image} alt={data?.alt?.[slide.image] ?? ''} eager={index === 0} sizes="(max-width: 767px) calc(100vw - 2rem), 560px" />
              ) : slide.image ? (
                <img className={styles.art} src={slide.image} alt="" width={160} height={160} />
              ) : null}
            </div>
          </div>
        );
      })}
      {count > 1 ? (
        <div className={styles.controls}>
          <Pager
            count={count}
            current={current}
            onSelect={setCurrent}
            previous={{ content: '‹', label: t('modules.banner.previous') }}
            next={{ content: '›', label: t('modules.banner.next') }}
            itemLabel={(n) => t('modules.banner.goTo', { n })}
            currentAs="true"
            wrap
            stepClassName={styles.control}
            itemClassName={styles.dot}
          />
          <button type="button" className={styles.control} aria-label={t(playing ? 'modules.banner.pause' : 'modules.banner.play')} onClick={() => setPlaying(!playing)}>
            {playing ? '❚❚' : '▶'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
