import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { productFromChatTestSegment } from '../../config/paths.ts';
import { NotFoundRoute } from './not-found.tsx';

/**
 * `/{product}-chat-test`. The route matches any single top-level segment, so every other unknown
 * one-segment path lands here too and gets the 404.
 */
export function ProductChatTestRoute() {
  const { t } = useTranslation();
  const { productChatTest } = useParams();
  const product = productFromChatTestSegment(productChatTest);
  if (!product) return <NotFoundRoute />;
  return <ComingSoon title={t('screens.productChatTest', { product })} />;
}
