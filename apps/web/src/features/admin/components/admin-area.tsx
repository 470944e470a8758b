import { AdminDashboard } from './admin-dashboard.tsx';
import { AdminGate, type AdminAccess, type AdminLinks } from './admin-gate.tsx';
import { ArticleEditorScreen } from './article-editor-screen.tsx';
import type { RenderArticlePreview } from './article-preview.tsx';
import { ArticlesScreen } from './articles-screen.tsx';
import { AuditLogScreen } from './audit-log-screen.tsx';
import { CatalogueScreen } from './catalogue-screen.tsx';
import { GuestsScreen } from './guests-screen.tsx';
import { PaymentsQueue } from './payments-queue.tsx';
import { ReadingDetailScreen } from './reading-detail-screen.tsx';
import { ReadingsScreen } from './readings-screen.tsx';
import { SupportScreen } from './support-screen.tsx';
import { UserDetailScreen } from './user-detail-screen.tsx';
import { UsersScreen } from './users-screen.tsx';

export type AdminPage =
  | 'dashboard'
  | 'payments'
  | 'users'
  | 'user'
  | 'guests'
  | 'readings'
  | 'reading'
  | 'support'
  | 'articles'
  | 'newArticle'
  | 'article'
  | 'catalogue'
  | 'audit';

/** Where one thing of the admin area is shown. */
export interface AdminPaths {
  userPath: (id: string) => string;
  readingPath: (id: string) => string;
  /** The readings list filtered to one user or guest. */
  readingsOfPath: (userId: string) => string;
  articlePath: (id: string) => string;
}

interface AdminAreaProps {
  page: AdminPage;
  access: AdminAccess;
  links: AdminLinks;
  paths: AdminPaths;
  /** The user, reading or article of `/admin/users/:id`, `/admin/readings/:id`, `/admin/articles/:id`. */
  id?: string;
  /** Draws an article preview with the app's own article view (the feed's, composed in app/). */
  renderArticlePreview: RenderArticlePreview;
  onSignIn: () => void;
}

/** `/admin/*`: one of the admin screens, behind the gate. */
export function AdminArea({
  page,
  access,
  links,
  paths,
  id,
  renderArticlePreview,
  onSignIn,
}: AdminAreaProps) {
  return (
    <AdminGate access={access} links={links} onSignIn={onSignIn}>
      {page === 'dashboard' ? <AdminDashboard paymentsPath={links.payments} /> : null}
      {page === 'payments' ? <PaymentsQueue /> : null}
      {page === 'users' ? <UsersScreen userPath={paths.userPath} /> : null}
      {page === 'user' && id ? (
        <UserDetailScreen
          userId={id}
          backPath={links.users}
          readingPath={paths.readingPath}
          readingsOfPath={paths.readingsOfPath}
        />
      ) : null}
      {page === 'guests' ? (
        <GuestsScreen userPath={paths.userPath} readingsOfPath={paths.readingsOfPath} />
      ) : null}
      {page === 'readings' ? <ReadingsScreen readingPath={paths.readingPath} /> : null}
      {page === 'reading' && id ? (
        <ReadingDetailScreen sessionId={id} backPath={links.readings} userPath={paths.userPath} />
      ) : null}
      {page === 'support' ? <SupportScreen userPath={paths.userPath} /> : null}
      {page === 'articles' ? (
        <ArticlesScreen articlePath={paths.articlePath} newArticlePath={links.newArticle} />
      ) : null}
      {page === 'newArticle' || (page === 'article' && id) ? (
        <ArticleEditorScreen
          articleId={page === 'article' ? id : undefined}
          backPath={links.articles}
          articlePath={paths.articlePath}
          renderPreview={renderArticlePreview}
        />
      ) : null}
      {page === 'catalogue' ? <CatalogueScreen /> : null}
      {page === 'audit' ? <AuditLogScreen paths={paths} /> : null}
    </AdminGate>
  );
}
