import { ARTICLE_BODY_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX } from '@duangdee/contract/admin';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCreateArticle } from '../api/create-article.ts';
import { useAdminArticle } from '../api/get-article.ts';
import { useUpdateArticle } from '../api/update-article.ts';
import {
  draftOf,
  EMPTY_DRAFT,
  readArticleDraft,
  sameDraft,
  type ArticleDraft,
  type DraftField,
  type DraftProblem,
} from '../lib/article-draft.ts';
import {
  ARTICLE_CATEGORIES,
  useCategoryLabel,
  type ArticleCategory,
} from '../lib/article-words.ts';
import { useAdminErrorText } from '../lib/server-error.ts';
import type { AdminArticle } from '../types.ts';
import { ArticlePreviewPanel, type RenderArticlePreview } from './article-preview.tsx';
import { OutcomeLine, type Outcome } from './outcome-line.tsx';
import { PublishPanel } from './publish-panel.tsx';

const linkClass = 'text-sm font-semibold text-indigo-800 underline dark:text-amber-300';

/** What the new-article screen tells the editor it lands on. */
interface CreatedState {
  created?: boolean;
}

interface EditorProps {
  /** The stored article; none for a new one. */
  article: AdminArticle | null;
  articlePath: (id: string) => string;
  renderPreview: RenderArticlePreview;
}

function ArticleEditor({ article, articlePath, renderPreview }: EditorProps) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const errorText = useAdminErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const [draft, setDraft] = useState<ArticleDraft>(() =>
    article ? draftOf(article) : EMPTY_DRAFT,
  );
  const [problems, setProblems] = useState<Partial<Record<DraftField, DraftProblem>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    (location.state as CreatedState | null)?.created
      ? { ok: true, text: t('admin.articles.editor.created') }
      : null,
  );
  const saved = article ? draftOf(article) : EMPTY_DRAFT;
  const dirty = !sameDraft(draft, saved);
  const busy = create.isPending || update.isPending;

  const edit = <K extends DraftField>(name: K, value: ArticleDraft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  function problemText(field: DraftField): string | null {
    const problem = problems[field];
    if (!problem) return null;
    if (problem.key === 'category') return t('admin.articles.editor.categoryRequired');
    if (problem.key === 'tooLong' || problem.key === 'tooMany') {
      return t(`admin.articles.editor.errors.${problem.key}`, { max: problem.max });
    }
    return t(`admin.articles.editor.errors.${problem.key}`);
  }

  const text = (field: Exclude<DraftField, 'isFeatured'>) => ({
    value: draft[field],
    error: problemText(field),
    onChange: (e: { target: { value: string } }) => edit(field, e.target.value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const read = readArticleDraft(draft);
    setProblems(read.problems ?? {});
    if (!read.body) {
      setOutcome({ ok: false, text: t('admin.articles.editor.fixFirst') });
      return;
    }
    const onError = (error: unknown) => setOutcome({ ok: false, text: errorText(error) });
    if (!article) {
      create.mutate(read.body, {
        onSuccess: (created) =>
          void navigate(articlePath(created.id), {
            replace: true,
            state: { created: true } satisfies CreatedState,
          }),
        onError,
      });
      return;
    }
    update.mutate(
      { id: article.id, body: read.body },
      {
        onSuccess: (stored) => {
          setDraft(draftOf(stored));
          setOutcome({ ok: true, text: t('admin.articles.editor.saved') });
        },
        onError,
      },
    );
  }

  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <div className="min-w-0 space-y-5">
        {article ? <PublishPanel article={article} dirty={dirty} /> : null}
        <Card>
          <form noValidate onSubmit={submit} className="space-y-4">
            <SelectField
              label={t('admin.articles.editor.category')}
              value={draft.category as ArticleCategory | ''}
              placeholder="—"
              options={ARTICLE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
              error={problemText('category')}
              onChange={(value) => edit('category', value)}
            />
            <TextField
              label={t('admin.articles.editor.titleTh')}
              maxLength={ARTICLE_TITLE_MAX}
              {...text('titleTh')}
            />
            <TextField
              label={t('admin.articles.editor.titleEn')}
              maxLength={ARTICLE_TITLE_MAX}
              lang="en"
              {...text('titleEn')}
            />
            <TextAreaField
              label={t('admin.articles.editor.summaryTh')}
              maxLength={ARTICLE_SUMMARY_MAX}
              {...text('summaryTh')}
            />
            <TextAreaField
              label={t('admin.articles.editor.summaryEn')}
              maxLength={ARTICLE_SUMMARY_MAX}
              lang="en"
              {...text('summaryEn')}
            />
            <TextAreaField
              label={t('admin.articles.editor.bodyTh')}
              rows={12}
              maxLength={ARTICLE_BODY_MAX}
              hint={t('admin.articles.editor.bodyHint')}
              {...text('bodyTh')}
            />
            <TextAreaField
              label={t('admin.articles.editor.bodyEn')}
              rows={12}
              maxLength={ARTICLE_BODY_MAX}
              lang="en"
              hint={t('admin.articles.editor.bodyHint')}
              {...text('bodyEn')}
            />
            <TextField
              label={t('admin.articles.editor.coverImage')}
              hint={t('admin.articles.editor.coverHint')}
              spellCheck={false}
              {...text('coverImage')}
            />
            <TextAreaField
              label={t('admin.articles.editor.tags')}
              hint={t('admin.articles.editor.tagsHint')}
              spellCheck={false}
              {...text('tags')}
            />
            <TextAreaField label={t('admin.articles.editor.sources')} {...text('sources')} />
            <CheckboxField
              label={t('admin.articles.editor.featured')}
              checked={draft.isFeatured}
              onChange={(checked) => edit('isFeatured', checked)}
            />
            {dirty && article ? (
              <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">
                {t('admin.articles.editor.unsaved')}
              </p>
            ) : null}
            <OutcomeLine outcome={outcome} />
            <Button type="submit" disabled={busy || (article !== null && !dirty)}>
              {busy
                ? t('admin.common.saving')
                : article
                  ? t('admin.articles.editor.save')
                  : t('admin.articles.editor.create')}
            </Button>
          </form>
        </Card>
      </div>
      <div className="min-w-0 lg:sticky lg:top-20">
        <ArticlePreviewPanel
          draft={draft}
          publishedAt={article?.publishedAt ?? null}
          render={renderPreview}
        />
      </div>
    </div>
  );
}

interface ArticleEditorScreenProps {
  /** The article on `/admin/articles/:id`; none on `/admin/articles/new`. */
  articleId?: string;
  backPath: string;
  articlePath: (id: string) => string;
  renderPreview: RenderArticlePreview;
}

/** `/admin/articles/new` and `/admin/articles/:id`: write, preview and publish an article. */
export function ArticleEditorScreen({
  articleId,
  backPath,
  articlePath,
  renderPreview,
}: ArticleEditorScreenProps) {
  const { t } = useTranslation();
  const errorText = useAdminErrorText();
  const query = useAdminArticle(articleId ?? '');
  const article = query.data ?? null;
  return (
    <Screen
      title={articleId ? t('admin.articles.editor.editTitle') : t('admin.articles.editor.newTitle')}
    >
      <Link to={backPath} className={linkClass}>
        ← {t('admin.articles.editor.back')}
      </Link>
      {articleId && query.isLoading ? <p role="status">{t('admin.common.loading')}</p> : null}
      {articleId && query.isError ? (
        <p role="alert">
          {t('admin.common.loadFailedBecause', { reason: errorText(query.error) })}
        </p>
      ) : null}
      {!articleId || article ? (
        <ArticleEditor
          key={articleId ?? 'new'}
          article={article}
          articlePath={articlePath}
          renderPreview={renderPreview}
        />
      ) : null}
    </Screen>
  );
}
