import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileText, Info, LifeBuoy, Lock, Mail, type LucideIcon } from 'lucide-react';
import { CONTACT_EMAIL } from '@espasyo/domain/settings/basics';
import { paths } from '@espasyo/domain/paths';
import { usePublicSettings } from '@/lib/public-settings';
import { useMessages } from '@/lib/i18n';
import { innerClass, sectionClass } from './section-heading';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline';

function Block({
  id,
  icon: Icon,
  title,
  body,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      <p className="mt-2 text-base text-ink-600">{body}</p>
      {children && <div className="mt-3">{children}</div>}
    </section>
  );
}

/** An internal path goes through the router; an external address (admin setting) is a plain link. */
function SmartLink({ to, children }: { to: string; children: ReactNode }) {
  return to.startsWith('/') ? (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  ) : (
    <a href={to} className={linkClass}>
      {children}
    </a>
  );
}

/** #support, #about, #privacy and #terms: the footer's remaining anchors (docs/product/routes.md). */
export function InfoSection() {
  const landing = useMessages('landingSections');
  const { data } = usePublicSettings();
  const email = data?.contactEmail || CONTACT_EMAIL;
  return (
    <div className={`${sectionClass} border-t border-ink-200`}>
      <div className={`${innerClass} grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}>
        <Block id="support" icon={LifeBuoy} title={landing.support.title} body={landing.support.body}>
          <a href={`mailto:${email}`} className={`${linkClass} items-start`}>
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              {landing.support.emailLabel}
              <span className="block font-normal break-all">{email}</span>
            </span>
          </a>
        </Block>
        <Block id="about" icon={Info} title={landing.about.title} body={landing.about.body} />
        <Block id="privacy" icon={Lock} title={landing.privacy.title} body={landing.privacy.body}>
          <SmartLink to={data?.privacyPolicyUrl || paths.legal.privacy.getHref()}>{landing.privacy.link}</SmartLink>
        </Block>
        <Block id="terms" icon={FileText} title={landing.terms.title} body={landing.terms.body}>
          <SmartLink to={data?.termsOfServiceUrl || paths.legal.terms.getHref()}>{landing.terms.link}</SmartLink>
        </Block>
      </div>
    </div>
  );
}
