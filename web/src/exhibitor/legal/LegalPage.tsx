import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

type LegalSection = { heading: string; paragraphs: string[] };

/** Imprint and data protection policy: their texts live in the translation files. */
export function LegalPage({ kind }: { kind: 'imprint' | 'dataProtection' }) {
  const { t } = useTranslation();
  const title = t(`${kind}.title`);
  const sections = t(`${kind}.sections`, { returnObjects: true }) as unknown as LegalSection[];
  useDocumentTitle(title);
  return (
    <article className="page page-narrow legal-page">
      <h1 className="page-title">{title}</h1>
      {sections.map((section) => (
        <section key={section.heading} className="legal-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
