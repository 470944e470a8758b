import { ARTICLE_SCHEDULE_MAX_DAYS } from '@duangdee/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePublishArticle } from '../api/publish-article.ts';
import { useUnpublishArticle } from '../api/unpublish-article.ts';
import { ARTICLE_STATUS_TONE } from '../lib/article-words.ts';
import { bangkokDateTime, bangkokParts, formatDateTime } from '../lib/dates.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import type { AdminArticle } from '../types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OutcomeLine, type Outcome } from './outcome-line.tsx';
import { Pill } from './pill.tsx';

const DAY_MS = 86_400_000;

type Asking = { action: 'publish'; at: string | null } | { action: 'unpublish' } | null;

/** Tomorrow at 09:00 Bangkok time: where the schedule picker starts. */
function defaultSchedule(now: Date): { date: string; time: string } {
  return { date: bangkokParts(new Date(now.getTime() + DAY_MS).toISOString()).date, time: '09:00' };
}

/**
 * Where an article stands (draft, scheduled, published) and the way out of it: publish now or at
 * a Bangkok date and time, move a schedule, unpublish. Every step after a confirmation; nothing
 * while the text has unsaved changes (the article that comes out is the saved one).
 */
export function PublishPanel({ article, dirty }: { article: AdminArticle; dirty: boolean }) {
  const { t, i18n } = useTranslation();
  const errorText = useAdminErrorText();
  const publish = usePublishArticle();
  const unpublish = useUnpublishArticle();
  const [when, setWhen] = useState(() =>
    article.status === 'scheduled' && article.publishedAt
      ? bangkokParts(article.publishedAt)
      : defaultSchedule(new Date()),
  );
  const [scheduleProblem, setScheduleProblem] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = publish.isPending || unpublish.isPending;
  const date = (iso: string | null) => formatDateTime(iso, i18n.language);
  const title = article.titleTh;

  function askSchedule() {
    const at = bangkokDateTime(when.date, when.time);
    const time = at ? Date.parse(at) : NaN;
    const now = Date.now();
    const ok =
      Number.isFinite(time) && time > now && time <= now + ARTICLE_SCHEDULE_MAX_DAYS * DAY_MS;
    setScheduleProblem(!ok);
    if (ok && at) setAsking({ action: 'publish', at });
  }

  function send() {
    if (!asking || busy) return;
    const close = () => setAsking(null);
    if (asking.action === 'unpublish') {
      unpublish.mutate(
        { id: article.id },
        {
          onSuccess: () =>
            setOutcome({ ok: true, text: t('admin.articles.publishing.unpublished') }),
          onError: (error) =>
            setOutcome({
              ok: false,
              text: errorText(error, {
                CONFLICT: t('admin.articles.publishing.unpublishConflict'),
              }),
            }),
          onSettled: close,
        },
      );
      return;
    }
    publish.mutate(
      { id: article.id, ...(asking.at ? { publishAt: asking.at } : {}) },
      {
        onSuccess: (saved) =>
          setOutcome({
            ok: true,
            text:
              saved.status === 'scheduled'
                ? t('admin.articles.publishing.scheduled', { date: date(saved.publishedAt) })
                : t('admin.articles.publishing.published'),
          }),
        onError: (error) =>
          setOutcome({
            ok: false,
            text: errorText(error, { CONFLICT: t('admin.articles.publishing.publishConflict') }),
          }),
        onSettled: close,
      },
    );
  }

  const locked = dirty || busy;
  return (
    <Card className="space-y-3" data-testid="publishing">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold">{t('admin.articles.publishing.title')}</h2>
        <Pill tone={ARTICLE_STATUS_TONE[article.status]}>
          {t(`admin.articles.statuses.${article.status}`)}
        </Pill>
      </div>
      {article.status === 'published' ? (
        <p className="text-sm">
          {t('admin.articles.publishedAt', { date: date(article.publishedAt) })}
        </p>
      ) : null}
      {article.status === 'scheduled' ? (
        <p className="text-sm">
          {t('admin.articles.scheduledFor', { date: date(article.publishedAt) })}
        </p>
      ) : null}
      <OutcomeLine outcome={outcome} />
      {dirty ? (
        <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">
          {t('admin.articles.publishing.saveFirst')}
        </p>
      ) : null}
      {article.status === 'published' ? (
        <Button
          variant="danger"
          disabled={locked}
          onClick={() => setAsking({ action: 'unpublish' })}
        >
          {t('admin.articles.publishing.unpublish')}
        </Button>
      ) : (
        <div className="space-y-3">
          <Button disabled={locked} onClick={() => setAsking({ action: 'publish', at: null })}>
            {t('admin.articles.publishing.publishNow')}
          </Button>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              type="date"
              label={t('admin.articles.publishing.date')}
              value={when.date}
              onChange={(e) => setWhen({ ...when, date: e.target.value })}
            />
            <TextField
              type="time"
              label={t('admin.articles.publishing.time')}
              value={when.time}
              onChange={(e) => setWhen({ ...when, time: e.target.value })}
            />
          </div>
          {scheduleProblem ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t('admin.articles.publishing.scheduleInvalid', { max: ARTICLE_SCHEDULE_MAX_DAYS })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={locked} onClick={askSchedule}>
              {article.status === 'scheduled'
                ? t('admin.articles.publishing.reschedule')
                : t('admin.articles.publishing.schedule')}
            </Button>
            {article.status === 'scheduled' ? (
              <Button
                variant="secondary"
                disabled={locked}
                onClick={() => setAsking({ action: 'unpublish' })}
              >
                {t('admin.articles.publishing.cancelSchedule')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking?.action === 'publish'}
        title={t('admin.articles.publishing.confirmPublishTitle')}
        confirmLabel={t('admin.articles.publishing.confirmPublish')}
        onConfirm={send}
        onCancel={() => setAsking(null)}
        busy={busy}
      >
        <p>
          {asking?.action === 'publish' && asking.at
            ? t('admin.articles.publishing.confirmSchedule', { title, date: date(asking.at) })
            : t('admin.articles.publishing.confirmPublishNow', { title })}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.action === 'unpublish'}
        title={t('admin.articles.publishing.confirmUnpublishTitle')}
        confirmLabel={t('admin.articles.publishing.confirmUnpublish')}
        onConfirm={send}
        onCancel={() => setAsking(null)}
        busy={busy}
        danger
      >
        <p>{t('admin.articles.publishing.confirmUnpublishBody', { title })}</p>
      </ConfirmDialog>
    </Card>
  );
}
