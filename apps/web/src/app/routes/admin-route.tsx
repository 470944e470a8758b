import { useParams } from 'react-router';
import {
  AdminArea,
  type AdminPage,
  type AdminPaths,
} from '../../features/admin/components/admin-area.tsx';
import type { AdminAccess, AdminLinks } from '../../features/admin/components/admin-gate.tsx';
import type { RenderArticlePreview } from '../../features/admin/components/article-preview.tsx';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useLoginModal } from '../../features/auth/stores/login-modal-store.ts';
import { ArticleView } from '../../features/feed/components/article-view.tsx';
import { articleCoverImage, articleParagraphs } from '../../features/feed/lib/article-body.ts';
import {
  adminArticlePath,
  adminReadingPath,
  adminReadingsOfPath,
  adminUserPath,
  paths,
} from '../../config/paths.ts';

const links: AdminLinks = {
  home: paths.home,
  dashboard: paths.admin,
  payments: paths.adminPayments,
  users: paths.adminUsers,
  guests: paths.adminGuests,
  readings: paths.adminReadings,
  support: paths.adminSupport,
  articles: paths.adminArticles,
  newArticle: paths.adminNewArticle,
  catalogue: paths.adminCatalogue,
  audit: paths.adminAudit,
};

const adminPaths: AdminPaths = {
  userPath: adminUserPath,
  readingPath: adminReadingPath,
  readingsOfPath: adminReadingsOfPath,
  articlePath: adminArticlePath,
};

/** The admin's article preview is the feed's own article view, so it looks as readers see it. */
const renderArticlePreview: RenderArticlePreview = (article, language) => (
  <ArticleView
    language={language}
    titleAs="h2"
    category={article.category}
    title={article.title}
    publishedAt={article.publishedAt}
    coverImage={articleCoverImage(article.category, article.coverImage)}
    paragraphs={articleParagraphs(article.body)}
    sources={article.sources}
  />
);

/** `/admin/*`: only an admin (the signed-in user's role) gets past the gate. */
export function AdminRoute({ page }: { page: AdminPage }) {
  const { id } = useParams();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const checking = useAuthStore((s) => s.isLoading);
  const role = useAuthStore((s) => s.user?.role ?? null);
  const isGuest = useAuthStore((s) => s.user?.isGuest ?? true);
  const onSignIn = useLoginModal((s) => s.show);
  const access: AdminAccess = checking
    ? 'checking'
    : !signedIn || isGuest
      ? 'guest'
      : role === 'admin'
        ? 'admin'
        : 'denied';
  return (
    <AdminArea
      page={page}
      access={access}
      links={links}
      paths={adminPaths}
      id={id}
      renderArticlePreview={renderArticlePreview}
      onSignIn={onSignIn}
    />
  );
}
