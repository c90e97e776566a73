import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Notice } from '@platform/contracts';
import { LoadError } from '../../../components/load-error';
import { StatePanel } from '../../../components/state-panel';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAnnouncePage } from '../api/get-notices';
import { NoticeBrowser } from '../components/notice-browser';
import '../components/notice-browser.css';
import {
  PER_PAGE,
  goToPage,
  initialSelection,
  pageCount,
  pageItems,
  toggleNotice,
  type NoticeSelection,
} from '../notice-selection';

/**
 * /announce (spec 2): the player notices, 9 a page, newest first, with the rules of the
 * announcements popup (a click opens a title, a click on the open one collapses it, a new page
 * opens its first notice), and the promotion notices below. `?id=` opens that notice: the home
 * ticker's notices are the first page, and each links here.
 */
export default function AnnouncePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linked = params.get('id');
  // Null until the visitor picks a title or a page; `selected` counts across the server's pages.
  const [chosen, setChosen] = useState<NoticeSelection | null>(null);
  const [promotions, setPromotions] = useState<NoticeSelection | null>(null);
  const answer = useAnnouncePage(chosen?.page ?? 1);

  if (answer.isPending) {
    return (
      <Frame>
        <div className="announce-skeleton" role="status" aria-label={t('pages.announce.loading')}>
          {Array.from({ length: 6 }, (_, row) => (
            <div key={row} className="announce-skeleton-row skeleton" />
          ))}
        </div>
      </Frame>
    );
  }
  if (answer.isError) {
    return (
      <Frame>
        <LoadError
          title={t('pages.announce.errorTitle')}
          message={answer.error.message}
          onRetry={() => void answer.refetch()}
        />
      </Frame>
    );
  }

  const { player, playerTotalPages, promotion } = answer.data;
  if (player.length === 0 && promotion.length === 0) {
    return (
      <Frame>
        <StatePanel
          icon="megaphone"
          headingLevel={2}
          title={t('pages.announce.emptyTitle')}
          description={t('pages.announce.emptyText')}
        >
          <Link className="btn btn-primary" to="/">
            {t('pages.announce.emptyAction')}
          </Link>
        </StatePanel>
      </Frame>
    );
  }

  // First look: the notice a link names (the ticker's are the first page), else the first one.
  const linkedIndex = linked ? player.findIndex((notice) => notice.id === linked) : -1;
  const current: NoticeSelection = chosen ?? {
    ...initialSelection(player.length),
    ...(linkedIndex > 0 ? { selected: linkedIndex } : {}),
  };
  const first = (current.page - 1) * PER_PAGE;
  const visible = player.map((item, offset) => ({ item, index: first + offset }));
  const promotionState = promotions ?? initialSelection(promotion.length);

  return (
    <Frame busy={answer.isFetching}>
      {player.length > 0 ? (
        <section className="announce-section" aria-labelledby="announce-notices">
          <h2 className="announce-section-title" id="announce-notices">
            {t('pages.announce.notices')}
          </h2>
          <NoticeBrowser
            testId="announce-notices"
            items={visible}
            page={current.page}
            totalPages={playerTotalPages}
            selected={current.selected}
            onToggle={(index) => setChosen(toggleNotice(current, index))}
            onPage={(page) => setChosen(goToPage(playerTotalPages * PER_PAGE, page))}
            label={t('pages.announce.listLabel')}
          />
        </section>
      ) : null}
      {promotion.length > 0 ? (
        <section className="announce-section" aria-labelledby="announce-promotions">
          <h2 className="announce-section-title" id="announce-promotions">
            {t('pages.announce.promotions')}
          </h2>
          <NoticeBrowser
            testId="announce-promotions"
            items={pageItems<Notice>(promotion, promotionState.page)}
            page={promotionState.page}
            totalPages={pageCount(promotion.length)}
            selected={promotionState.selected}
            onToggle={(index) => setPromotions(toggleNotice(promotionState, index))}
            onPage={(page) => setPromotions(goToPage(promotion.length, page))}
            label={t('pages.announce.promotions')}
          />
        </section>
      ) : null}
    </Frame>
  );
}

const Frame = ({ children, busy = false }: { children: ReactNode; busy?: boolean }) => {
  const { t } = useTranslation();
  usePageTitle(t('pages.announce.title'));
  return (
    <div className="announce-page" aria-busy={busy || undefined}>
      <header className="announce-head">
        <h1 className="announce-title">{t('pages.announce.title')}</h1>
        <p className="announce-lead">{t('pages.announce.description')}</p>
      </header>
      {children}
    </div>
  );
};
