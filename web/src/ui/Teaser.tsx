import { observer } from 'mobx-react-lite';
import { BREAKPOINTS, isImageOnlyTeaser, teaserCount, teaserSizeClass } from '../../../domain/presentation/teaser.ts';
import type { ShownTeaser, TeaserItem } from '../api/teaserApi.ts';
import type { Language } from '../api/types.ts';
import { useStores } from '../app/StoreContext.tsx';
import { SmartLink } from './SmartLink.tsx';
import './teaser.css';

/**
 * A marketing teaser as exhibitors see it (exhibitor-area §3, §5, §9): title, text, eye-catcher and a call to
 * action; a multi teaser (bit 4) shows up to 3 items side by side; an image-only teaser (bit 128) shows only
 * its localized image (linked to its call to action). Portrait images on small screens (below 768 px),
 * landscape on large. Renders nothing for an unknown type or a teaser without items.
 */
export const Teaser = observer(function Teaser({ teaser, className }: { teaser: ShownTeaser; className?: string }) {
  const { session } = useStores();
  const language = session.language;
  const size = teaserSizeClass(teaser.type) ?? teaser.sizeClass;
  if (size === undefined || size === null) return null;
  const imageOnly = teaser.imageOnly || isImageOnlyTeaser(teaser.type);
  const items = teaser.items.slice(0, teaserCount(teaser.type));
  if (items.length === 0) return null;
  const classes = [
    'teaser',
    `teaser-${size}`,
    items.length > 1 ? 'teaser-multi' : '',
    imageOnly ? 'teaser-image-only' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} data-teaser-type={teaser.type}>
      {items.map((item, index) => (
        <TeaserCard key={index} item={item} language={language} imageOnly={imageOnly} />
      ))}
    </div>
  );
});

function text(value: { readonly de: string; readonly fr: string; readonly en: string }, language: Language): string {
  return value[language].trim();
}

function TeaserCard({ item, language, imageOnly }: { item: TeaserItem; language: Language; imageOnly: boolean }) {
  const title = text(item.title, language);
  const body = text(item.text, language);
  const ctaText = text(item.ctaText, language);
  const ctaUrl = text(item.ctaUrl, language);
  const eyecatcherTitle = text(item.eyecatcherTitle, language);
  const eyecatcherText = text(item.eyecatcherText, language);
  // An image-only teaser is its link's only content, so its text alternative must name something.
  const picture = (
    <TeaserPicture
      item={item}
      language={language}
      alt={imageOnly ? title || ctaText || eyecatcherTitle || hostOf(ctaUrl) : ''}
    />
  );

  if (imageOnly) {
    if (picture === null) return null;
    return (
      <article className="teaser-card">
        {ctaUrl ? (
          <SmartLink href={ctaUrl} className="teaser-image-link">
            {picture}
          </SmartLink>
        ) : (
          picture
        )}
      </article>
    );
  }

  return (
    <article className="teaser-card">
      {picture}
      <div className="teaser-body">
        {(eyecatcherTitle || eyecatcherText) && (
          <p className="teaser-eyecatcher">
            {eyecatcherTitle && <strong>{eyecatcherTitle}</strong>} {eyecatcherText}
          </p>
        )}
        {title && <h2 className="teaser-title">{title}</h2>}
        {body && <p className="teaser-text">{body}</p>}
        {ctaUrl && ctaText && (
          <SmartLink href={ctaUrl} className="button button-secondary teaser-cta">
            {ctaText}
          </SmartLink>
        )}
      </div>
    </article>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url, 'http://portal.invalid').host.replace(/^portal\.invalid$/, '');
  } catch {
    return '';
  }
}

/** The localized image in both orientations: the browser picks portrait below 768 px and landscape above. */
function TeaserPicture({ item, language, alt }: { item: TeaserItem; language: Language; alt: string }) {
  const landscape = item.imageLandscape[language] ?? null;
  const portrait = item.imagePortrait[language] ?? null;
  const fallback = landscape ?? portrait;
  if (!fallback) return null;
  return (
    <picture className="teaser-picture">
      {portrait && landscape && <source media={`(max-width: ${BREAKPOINTS.sm - 1}px)`} srcSet={portrait} />}
      <img className="teaser-image" src={fallback} alt={alt} loading="lazy" />
    </picture>
  );
}
