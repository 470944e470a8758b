import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { SUPPORT_EMAIL } from '../../../config/contact.ts';
import { paths } from '../../../config/paths.ts';
import { openCookieSettings } from '../../../lib/cookie-settings.ts';
import { MailSentence } from './mail-link.tsx';

const COLLECTED = [
  'account',
  'birth',
  'palm',
  'readings',
  'payments',
  'coins',
  'devices',
  'cookies',
  'support',
] as const;
const PURPOSES = ['contract', 'consent', 'legitimate', 'legal'] as const;
const PLAIN_SECTIONS = ['retention', 'recipients', 'transfer', 'security'] as const;
const RIGHTS = [
  'access',
  'portability',
  'correction',
  'deletion',
  'restriction',
  'objection',
  'withdrawal',
  'complaint',
] as const;

const heading = 'text-lg font-semibold';
const paragraph = 'mt-2 leading-relaxed';
const list = 'mt-2 list-disc space-y-1.5 ps-6 leading-relaxed';

/**
 * The PDPA privacy notice: who decides about the data, what is kept and why, for how long, who
 * receives it, and the rights with how to use them. `children` (a signed-in user's own consent,
 * data download and deletion, composed by the route) follow the rights.
 */
export function PrivacyScreen({
  signedIn = false,
  children,
}: {
  signedIn?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Screen title={t('privacy.title')} lead={t('privacy.intro')}>
      <p className="text-sm text-slate-600 dark:text-indigo-300">{t('privacy.updated')}</p>
      <Card>
        <h2 className={heading}>{t('privacy.controller.title')}</h2>
        <p className={paragraph}>
          <MailSentence i18nKey="privacy.controller.body" email={SUPPORT_EMAIL} />
        </p>
      </Card>
      <Card>
        <h2 className={heading}>{t('privacy.collect.title')}</h2>
        <p className={paragraph}>{t('privacy.collect.intro')}</p>
        <ul className={list}>
          {COLLECTED.map((item) => (
            <li key={item}>{t(`privacy.collect.items.${item}`)}</li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className={heading}>{t('privacy.purposes.title')}</h2>
        <ul className={list}>
          {PURPOSES.map((item) => (
            <li key={item}>{t(`privacy.purposes.items.${item}`)}</li>
          ))}
        </ul>
      </Card>
      {PLAIN_SECTIONS.map((section) => (
        <Card key={section}>
          <h2 className={heading}>{t(`privacy.${section}.title`)}</h2>
          <p className={paragraph}>{t(`privacy.${section}.body`)}</p>
        </Card>
      ))}
      <Card id="cookies">
        <h2 className={heading}>{t('privacy.cookies.title')}</h2>
        <p className={paragraph}>{t('privacy.cookies.body')}</p>
        <Button variant="secondary" className="mt-3" onClick={openCookieSettings}>
          {t('privacy.cookies.settings')}
        </Button>
      </Card>
      <Card data-testid="pdpa-rights">
        <h2 className={heading}>{t('privacy.rights.title')}</h2>
        <p className="mt-2">{t('privacy.rights.intro')}</p>
        <ul className={list}>
          {RIGHTS.map((right) => (
            <li key={right}>{t(`privacy.rights.${right}`)}</li>
          ))}
        </ul>
        <h3 className="mt-4 font-semibold">{t('privacy.howTo.title')}</h3>
        <p className="mt-1 leading-relaxed">
          {signedIn ? t('privacy.howTo.signedIn') : t('privacy.howTo.guest')}
        </p>
        {signedIn ? (
          <Link
            to={paths.profile}
            className="mt-2 inline-block font-semibold text-indigo-800 underline dark:text-amber-300"
          >
            {t('screens.profile')}
          </Link>
        ) : null}
      </Card>
      {children}
      <Card>
        <h2 className={heading}>{t('privacy.contact.title')}</h2>
        <p className={paragraph}>
          <MailSentence i18nKey="privacy.contact.body" email={SUPPORT_EMAIL} />
        </p>
      </Card>
    </Screen>
  );
}
