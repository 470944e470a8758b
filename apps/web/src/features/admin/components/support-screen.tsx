import { SUPPORT_ANSWER_MAX } from '@duangdee/contract/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useTickets, type TicketFilters } from '../api/get-tickets.ts';
import { useReplyTicket } from '../api/reply-ticket.ts';
import { formatDateTime } from '../lib/dates.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import { useFilterDraft, useListParams } from '../lib/use-list-params.ts';
import type { AdminTicket, TicketStatus } from '../types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FilterForm } from './filter-form.tsx';
import { ListState } from './list-state.tsx';
import { OutcomeLine, type Outcome } from './outcome-line.tsx';
import { Pager } from './pager.tsx';
import { Pill, type PillTone } from './pill.tsx';

const STATUSES: readonly TicketStatus[] = ['open', 'answered', 'closed'];
const STATUS_TONE: Record<TicketStatus, PillTone> = {
  open: 'gold',
  answered: 'success',
  closed: 'neutral',
};

/** Tickets waiting for an answer first: the team's queue. */
const DEFAULT_FILTERS: TicketFilters = { status: 'open' };

/**
 * The answer to a ticket, sent after a second yes. The outcome is told by the screen: an answered
 * ticket leaves the "waiting" list with its form.
 */
function ReplyForm({
  ticket,
  onOutcome,
}: {
  ticket: AdminTicket;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const errorText = useAdminErrorText();
  const reply = useReplyTicket();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const trimmed = message.trim();
  const problem =
    trimmed.length === 0
      ? t('admin.support.replyEmpty')
      : trimmed.length > SUPPORT_ANSWER_MAX
        ? t('admin.support.replyTooLong', { max: SUPPORT_ANSWER_MAX })
        : null;

  function send() {
    if (reply.isPending || problem) return;
    reply.mutate(
      { ticketId: ticket.id, message: trimmed },
      {
        onSuccess: () => {
          onOutcome({ ok: true, text: t('admin.support.replied') });
          setConfirming(false);
          setEditing(false);
          setMessage('');
        },
        onError: (error) => {
          onOutcome({
            ok: false,
            text: errorText(error, { CONFLICT: t('admin.support.closedConflict') }),
          });
          setConfirming(false);
        },
      },
    );
  }

  return (
    <div className="space-y-2">
      {editing ? (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (!problem) setConfirming(true);
          }}
        >
          <TextAreaField
            label={t('admin.support.replyLabel')}
            value={message}
            rows={5}
            maxLength={SUPPORT_ANSWER_MAX}
            error={checked ? problem : null}
            hint={t('admin.common.characters', {
              count: trimmed.length,
              max: SUPPORT_ANSWER_MAX,
            })}
            onChange={(e) => setMessage(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit">{t('admin.support.send')}</Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('admin.common.cancel')}
            </Button>
          </div>
        </form>
      ) : ticket.status !== 'closed' ? (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {ticket.answer ? t('admin.support.replyAgain') : t('admin.support.reply')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('admin.support.confirmTitle')}
        confirmLabel={t('admin.support.confirm')}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        busy={reply.isPending}
      >
        <p>{t('admin.support.confirmBody')}</p>
        <blockquote className="max-h-64 overflow-auto rounded-xl bg-slate-100 p-3 text-sm whitespace-pre-line dark:bg-indigo-950">
          {trimmed}
        </blockquote>
      </ConfirmDialog>
    </div>
  );
}

function Ticket({
  ticket,
  userPath,
  onOutcome,
}: {
  ticket: AdminTicket;
  userPath: (id: string) => string;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  const who = ticket.email ?? (ticket.userId ? ticket.userId : t('admin.support.anonymous'));
  return (
    <Card className="space-y-3" data-testid="ticket">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 font-bold break-words">{ticket.subject}</h2>
        <div className="flex flex-wrap gap-1">
          <Pill>{t(`support.form.categories.${ticket.category}`)}</Pill>
          <Pill tone={STATUS_TONE[ticket.status]}>
            {t(`admin.support.statuses.${ticket.status}`)}
          </Pill>
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-indigo-300">
        {ticket.userId ? (
          <Link
            to={userPath(ticket.userId)}
            className="font-semibold text-indigo-800 underline dark:text-amber-300"
          >
            {t('admin.support.from', { who })}
          </Link>
        ) : (
          t('admin.support.from', { who })
        )}
        {' · '}
        {t('admin.support.sentAt', { date: when(ticket.createdAt) })}
      </p>
      <p className="break-words whitespace-pre-line">{ticket.message}</p>
      {ticket.answer ? (
        <div className="space-y-1 rounded-xl bg-amber-50 p-3 dark:bg-indigo-950">
          <h3 className="text-sm font-semibold">{t('admin.support.answer')}</h3>
          <p className="break-words whitespace-pre-line">{ticket.answer}</p>
          <p className="text-xs text-slate-600 dark:text-indigo-300">
            {t('admin.support.answeredAt', { date: when(ticket.answeredAt) })}
          </p>
        </div>
      ) : null}
      <ReplyForm ticket={ticket} onOutcome={onOutcome} />
    </Card>
  );
}

/** `/admin/support`: what users wrote to the team, by status; each answered after a second yes. */
export function SupportScreen({ userPath }: { userPath: (id: string) => string }) {
  const { t } = useTranslation();
  const { filters, page, apply, setPage, clear } = useListParams(DEFAULT_FILTERS);
  const { draft, set } = useFilterDraft(filters);
  const list = useTickets(filters, page);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  return (
    <Screen title={t('admin.support.title')} lead={t('admin.support.lead')}>
      <FilterForm onApply={() => apply(draft)} onClear={clear}>
        <SelectField
          label={t('admin.support.status')}
          value={draft.status as TicketStatus | ''}
          placeholder={t('admin.common.all')}
          options={STATUSES.map((value) => ({
            value,
            label: t(`admin.support.statuses.${value}`),
          }))}
          onChange={(value) => set('status', value)}
        />
      </FilterForm>
      <OutcomeLine outcome={outcome} />
      <ListState query={list} empty={t('admin.support.empty')} />
      <ul className="space-y-4">
        {list.data?.items.map((ticket) => (
          <li key={ticket.id}>
            <Ticket ticket={ticket} userPath={userPath} onOutcome={setOutcome} />
          </li>
        ))}
      </ul>
      {list.data ? <Pager page={page} pages={list.data.totalPages} onPage={setPage} /> : null}
    </Screen>
  );
}
