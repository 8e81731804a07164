import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';

const PHONE_DISPLAY = '+41 44 555 12 34';
const PHONE_LINK = 'tel:+41445551234';
const EMAIL = 'aussteller@helvexpo.example';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section className="address-card" aria-labelledby="footer-address-title">
          <h2 id="footer-address-title" className="footer-title">
            {t('footer.addressTitle')}
          </h2>
          <address>
            <strong>{t('footer.company')}</strong>
            <br />
            {t('footer.street')}
            <br />
            {t('footer.city')}
            <br />
            {t('footer.country')}
          </address>
        </section>
        <section className="footer-contact" aria-labelledby="footer-phone-title">
          <h2 id="footer-phone-title" className="footer-title">
            {t('footer.phoneLabel')}
          </h2>
          <p>
            <a className="footer-phone" href={PHONE_LINK}>
              {PHONE_DISPLAY}
            </a>
          </p>
          <p className="footer-muted">{t('footer.hours')}</p>
          <p>
            <span className="sr-only">{t('footer.emailLabel')}: </span>
            <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
          </p>
        </section>
        <nav className="footer-legal" aria-labelledby="footer-legal-title">
          <h2 id="footer-legal-title" className="footer-title">
            {t('footer.legal')}
          </h2>
          <ul>
            <li>
              <Link to="/imprint">{t('footer.imprint')}</Link>
            </li>
            <li>
              <Link to="/dataprotection">{t('footer.dataProtection')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer-copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
