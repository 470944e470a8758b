import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';

const LINKS = [
  { to: paths.feed, label: 'footer.articles' },
  { to: paths.help, label: 'footer.help' },
  { to: paths.support, label: 'footer.support' },
  { to: paths.terms, label: 'footer.terms' },
  { to: paths.privacy, label: 'footer.privacy' },
] as const;

export function FooterLinks() {
  const { t } = useTranslation();
  return (
    <footer className="mt-10 border-t border-amber-200 pt-4 dark:border-indigo-800">
      <nav aria-label={t('footer.label')}>
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
          {LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link
                to={to}
                className="inline-block py-1 text-slate-700 underline-offset-4 hover:underline dark:text-indigo-200"
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
