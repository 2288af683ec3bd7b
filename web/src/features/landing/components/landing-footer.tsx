import { Link } from 'react-router';
import { FacebookIcon, LinkedInIcon, WhatsAppIcon, XIcon } from '../../../components/icons/social-icons';
import { paths } from '../../../config/paths';
import { SITE_NAME } from '../../../config/site';
import { RevealEmail } from './reveal-email';

const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/liberiajobs', Icon: FacebookIcon },
  { name: 'X', href: 'https://x.com/liberiajobs', Icon: XIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/liberiajobs', Icon: LinkedInIcon },
  { name: 'WhatsApp', href: 'https://wa.me/231770000000', Icon: WhatsAppIcon },
] as const;

export function LandingFooter() {
  return (
    <footer id="contact" className="bg-primary text-white rounded-3 p-4 mt-5">
      <div className="d-flex flex-column flex-md-row gap-3 justify-content-between align-items-md-center">
        <div>
          <p className="fw-semibold mb-1">{SITE_NAME}</p>
          <p className="mb-0">
            <Link className="link-light" to={paths.privacyPolicy.href()}>
              Privacy Policy
            </Link>
          </p>
        </div>
        <ul className="list-inline mb-0" aria-label="Social networks">
          {socialLinks.map(({ name, href, Icon }) => (
            <li key={name} className="list-inline-item">
              <a
                className="link-light d-inline-flex p-2"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={name}
              >
                <Icon size={20} />
              </a>
            </li>
          ))}
        </ul>
        <RevealEmail />
      </div>
    </footer>
  );
}
