import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useSupportTickets, type SupportTicketView } from '../api/get-support-tickets.ts';

const STATUS_STYLE: Record<SupportTicketView['status'], string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-200',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/20 dark:text-emerald-200',
  closed: 'bg-slate-100 text-slate-700 dark:bg-slate-400/20 dark:text-slate-200',
};

/** A signed-in user's own tickets, newest first, each with the team's answer once there is one. */
export function SupportTickets({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const tickets = useSupportTickets(userId);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  return (
    <Card data-testid="support-tickets">
      <h2 className="text-lg font-semibold">{t('support.tickets.title')}</h2>
      {tickets.isPending ? (
        <p className="mt-2 text-slate-700 dark:text-indigo-200">{t('support.tickets.loading')}</p>
      ) : tickets.isError ? (
        <div className="mt-2 space-y-2">
          <p role="alert">{t('support.tickets.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void tickets.refetch()}>
            {t('support.tickets.retry')}
          </Button>
        </div>
      ) : tickets.data.items.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-indigo-200">{t('support.tickets.empty')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {tickets.data.items.map((ticket) => (
            <li
              key={ticket.id}
              data-testid="support-ticket"
              className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 dark:bg-indigo-950/60 dark:ring-indigo-800"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 font-semibold break-words">{ticket.subject}</h3>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[ticket.status]}`}
                >
                  {t(`support.tickets.status.${ticket.status}`)}
                </span>
              </div>
              <p className="mt-1 text-xs text-slate-600 dark:text-indigo-300">
                {t(`support.form.categories.${ticket.category}`)} ·{' '}
                {t('support.tickets.sentOn', { date: date(ticket.createdAt) })}
              </p>
              <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line">
                {ticket.message}
              </p>
              {ticket.answer ? (
                <div className="mt-3 rounded-xl bg-white p-3 ring-1 ring-emerald-200 dark:bg-indigo-900 dark:ring-emerald-800">
                  <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
                    {t('support.tickets.answer')}
                  </p>
                  <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">
                    {ticket.answer}
                  </p>
                  {ticket.answeredAt ? (
                    <p className="mt-1 text-xs text-slate-600 dark:text-indigo-300">
                      {t('support.tickets.answeredOn', { date: date(ticket.answeredAt) })}
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className="mt-2 text-xs text-slate-600 dark:text-indigo-300">
                  {t('support.tickets.waiting')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
