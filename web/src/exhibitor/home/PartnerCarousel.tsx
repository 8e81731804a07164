import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type CSSProperties, type FocusEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LOGO_CAROUSEL, logoCarouselSlides } from '../../../../domain/presentation/teaser.ts';
import { ArrowIcon, PauseIcon, PlayIcon } from '../../ui/Icons.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { LogoLink } from './HomePageStore.ts';
import { LogoCarouselStore } from './LogoCarouselStore.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Keeps the carousel in step with the window: slides per view by width, no motion when the user asks for none. */
function useCarouselEnvironment(carousel: LogoCarouselStore): void {
  useEffect(() => {
    const onResize = () => carousel.setSlidesPerView(logoCarouselSlides(window.innerWidth));
    onResize();
    window.addEventListener('resize', onResize);
    const motion = window.matchMedia(REDUCED_MOTION);
    const onMotion = () => carousel.setReducedMotion(motion.matches);
    onMotion();
    motion.addEventListener('change', onMotion);
    return () => {
      window.removeEventListener('resize', onResize);
      motion.removeEventListener('change', onMotion);
    };
  }, [carousel]);
}

/**
 * The partner-logo carousel (spec: exhibitor-area §2 Home, §9), after the WAI-ARIA carousel pattern: a
 * rotation control, previous and next buttons, slides as labelled groups, a live region that is silent
 * while the carousel turns by itself. Logos out of view are inert.
 */
export const PartnerCarousel = observer(function PartnerCarousel({ partners }: { partners: readonly LogoLink[] }) {
  const { t } = useTranslation();
  const [carousel] = useState(() => new LogoCarouselStore(partners.length));
  const titleId = useId();
  const trackId = useId();
  useCarouselEnvironment(carousel);

  const rotating = carousel.rotating;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => carousel.next(), LOGO_CAROUSEL.autoplayMs);
    return () => clearInterval(timer);
  }, [carousel, rotating]);

  const { index, onCopies } = carousel;
  useEffect(() => {
    if (!onCopies) return;
    const timer = setTimeout(() => carousel.settle(), LOGO_CAROUSEL.speedMs);
    return () => clearTimeout(timer);
  }, [carousel, index, onCopies]);

  const perView = carousel.slidesPerView;
  const scrolls = carousel.scrolls;
  const copies = scrolls ? perView : 0;
  const slides = scrolls
    ? [
        ...partners.slice(-copies).map((partner) => ({ partner, copy: true })),
        ...partners.map((partner) => ({ partner, copy: false })),
        ...partners.slice(0, copies).map((partner) => ({ partner, copy: true })),
      ]
    : partners.map((partner) => ({ partner, copy: false }));
  const offset = ((index + copies) * 100) / perView;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
  };

  return (
    <section
      className="section partner-carousel"
      aria-roledescription={t('home.partners.carousel')}
      aria-labelledby={titleId}
      data-position={carousel.position}
      data-rotating={rotating}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
    >
      <div className="carousel-head">
        <h2 id={titleId} className="section-title">
          {t('home.partners.title')}
        </h2>
        {scrolls && (
          <div className="carousel-controls">
            {!carousel.reducedMotion && (
              <button
                type="button"
                className="carousel-button"
                aria-controls={trackId}
                onClick={() => carousel.togglePlaying()}
              >
                {carousel.playing ? <PauseIcon /> : <PlayIcon />}
                <span className="sr-only">{carousel.playing ? t('home.partners.stop') : t('home.partners.start')}</span>
              </button>
            )}
            <button
              type="button"
              className="carousel-button"
              aria-controls={trackId}
              onClick={() => carousel.previous()}
            >
              <ArrowIcon className="carousel-previous-icon" />
              <span className="sr-only">{t('home.partners.previous')}</span>
            </button>
            <button type="button" className="carousel-button" aria-controls={trackId} onClick={() => carousel.next()}>
              <ArrowIcon />
              <span className="sr-only">{t('home.partners.next')}</span>
            </button>
          </div>
        )}
      </div>
      <div className="carousel-viewport">
        <div
          id={trackId}
          className={scrolls ? 'carousel-track' : 'carousel-track carousel-track-still'}
          aria-live={rotating ? 'off' : 'polite'}
          style={
            {
              '--slides-per-view': scrolls ? perView : partners.length,
              transform: scrolls ? `translateX(-${offset}%)` : undefined,
              transition: carousel.animated ? `transform ${LOGO_CAROUSEL.speedMs}ms ease` : 'none',
            } as CSSProperties
          }
        >
          {slides.map(({ partner, copy }, slide) => {
            const number = partners.indexOf(partner);
            const shown = !copy && carousel.isInView(number);
            return (
              <div
                key={`${copy ? `copy-${slide}` : 'logo'}-${partner.id}`}
                className="carousel-slide"
                role={copy ? undefined : 'group'}
                aria-roledescription={copy ? undefined : t('home.partners.slide')}
                aria-label={
                  copy ? undefined : t('home.partners.slideLabel', { number: number + 1, total: partners.length })
                }
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                data-partner={copy ? undefined : partner.id}
                data-in-view={shown}
              >
                <SmartLink href={partner.url} className="partner-logo">
                  <img src={partner.logo} alt={partner.name} width={240} height={96} loading="lazy" decoding="async" />
                </SmartLink>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
});
