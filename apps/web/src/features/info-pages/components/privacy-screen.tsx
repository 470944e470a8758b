import { Trans, useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { PRIVACY_EMAIL } from '../../../config/contact.ts';

const SECTIONS = ['collect', 'use', 'retention'] as const;
const RIGHTS = ['access', 'correction', 'deletion', 'withdrawal', 'objection'] as const;

/** The privacy policy, including the data subject's rights under the PDPA. */
export function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('privacy.title')} lead={t('privacy.intro')}>
      {SECTIONS.map((section) => (
        <Card key={section}>
          <h2 className="text-lg font-semibold">{t(`privacy.sections.${section}.title`)}</h2>
          <p className="mt-2 leading-relaxed">{t(`privacy.sections.${section}.body`)}</p>
        </Card>
      ))}
      <Card data-testid="pdpa-rights">
        <h2 className="text-lg font-semibold">{t('privacy.rights.title')}</h2>
        <p className="mt-2">{t('privacy.rights.intro')}</p>
        <ul className="mt-2 list-disc space-y-1 ps-6 leading-relaxed">
          {RIGHTS.map((right) => (
            <li key={right}>{t(`privacy.rights.${right}`)}</li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">{t('privacy.contact.title')}</h2>
        <p className="mt-2 leading-relaxed">
          <Trans
            i18nKey="privacy.contact.body"
            values={{ email: PRIVACY_EMAIL }}
            components={{
              mail: (
                <a
                  href={`mailto:${PRIVACY_EMAIL}`}
                  className="font-semibold text-indigo-800 underline dark:text-amber-300"
                />
              ),
            }}
          />
        </p>
      </Card>
    </Screen>
  );
}
