import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useStores } from '../../app/StoreContext.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

type LegalSection = { heading: string; paragraphs: string[] };

/**
 * Imprint and data protection policy: their texts live in the translation files. Public pages (spec:
 * exhibitor-area §2); signed in, they show in the same shell as every other page, with the fair navigation
 * loaded when the page is opened directly.
 */
export const LegalPage = observer(function LegalPage({ kind }: { kind: 'imprint' | 'dataProtection' }) {
  const { t } = useTranslation();
  const { session, home } = useStores();
  const signedIn = session.state === 'signedIn';
  const title = t(`${kind}.title`);
  const sections = t(`${kind}.sections`, { returnObjects: true }) as LegalSection[];
  useDocumentTitle(title);

  useEffect(() => {
    if (signedIn) void home.ensureLoaded();
  }, [signedIn, home]);

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
});
