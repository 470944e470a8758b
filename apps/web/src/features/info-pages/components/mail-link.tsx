import { Trans } from 'react-i18next';

/** A sentence of the catalogue with `<mail>{{email}}</mail>` in it, the address as a link. */
/** The sentences of the content screens that carry the address. */
type MailSentenceKey = 'privacy.controller.body' | 'privacy.contact.body' | 'terms.contact';

export function MailSentence({ i18nKey, email }: { i18nKey: MailSentenceKey; email: string }) {
  return (
    <Trans
      i18nKey={i18nKey}
      values={{ email }}
      components={{
        mail: (
          <a
            href={`mailto:${email}`}
            className="font-semibold whitespace-nowrap text-indigo-800 underline dark:text-amber-300"
          />
        ),
      }}
    />
  );
}
