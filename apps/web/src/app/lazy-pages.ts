import type { QueryClient } from '@tanstack/react-query';
import { landingPageOf, type LandingPage } from '@platform/contracts';
import { lazyPage } from '../components/lazy-page';

// Every page is its own chunk: a phone on mobile data downloads only the page it opens.
export const HomePage = lazyPage(() => import('../features/home/pages/home-page'));
export const HelpPage = lazyPage(() => import('../features/system/pages/help-page'));
export const LobbyPage = lazyPage(() => import('../features/games/pages/lobby-page'));
export const SeamlessPage = lazyPage(() => import('../features/games/pages/seamless-page'));
export const FavoritePage = lazyPage(() => import('../features/games/pages/favorite-page'));
export const RecentPage = lazyPage(() => import('../features/games/pages/recent-page'));
export const LotteryPage = lazyPage(() => import('../features/lottery/pages/lottery-page'));
export const PromotionsPage = lazyPage(() => import('../features/promotions/pages/promotions-page'));
export const PointMallPage = lazyPage(() => import('../features/points/pages/point-mall-page'));
export const FeedbackPage = lazyPage(() => import('../features/feedback/pages/feedback-page'));
export const ServicePage = lazyPage(() => import('../features/support/pages/service-page'));
export const MissionsPage = lazyPage(() => import('../features/missions/pages/missions-page'));
export const LuckyDrawPage = lazyPage(() => import('../features/lucky-draws/pages/lucky-draw-page'));
export const RafflePage = lazyPage(() => import('../features/lucky-draws/pages/raffle-page'));
export const MemberPage = lazyPage(() => import('../features/member/pages/member-page'));
export const AgentLoginPage = lazyPage(() => import('../features/agents/pages/agent-login-page'));
export const AgentHomePage = lazyPage(() => import('../features/agents/pages/agent-home-page'));
export const AgentTransferPage = lazyPage(() => import('../features/agents/pages/agent-transfer-page'));
export const RegisterCenterPage = lazyPage(() => import('../features/agents/pages/register-center-page'));
export const DownlineManagementPage = lazyPage(
  () => import('../features/agents/pages/downline-management-page'),
);
export const TeamOverviewPage = lazyPage(() => import('../features/agents/pages/team-overview-page'));
export const ProfitLossPage = lazyPage(() => import('../features/agents/pages/profit-loss-page'));
export const RevenueReportPage = lazyPage(() => import('../features/agents/pages/revenue-report-page'));
export const DownlineTransactionsPage = lazyPage(
  () => import('../features/agents/pages/downline-transactions-page'),
);
export const PersonalHistoryPage = lazyPage(() => import('../features/agents/pages/personal-history-page'));
export const MyContractsPage = lazyPage(() => import('../features/agents/pages/my-contracts-page'));
export const SettlementRecordsPage = lazyPage(
  () => import('../features/agents/pages/settlement-records-page'),
);
export const AgentAnnouncementPage = lazyPage(
  () => import('../features/announcements/pages/agent-announcement-page'),
);
export const AnnouncePage = lazyPage(() => import('../features/announcements/pages/announce-page'));
export const DownloadPage = lazyPage(() => import('../features/download/pages/download-page'));

const LANDING_PAGES: Record<
  LandingPage,
  { preload: (first: { client: QueryClient; address: URL }) => Promise<void> }
> = {
  home: HomePage,
  lobby: LobbyPage,
  member: MemberPage,
};

/**
 * Fetches the code of the page a visit opens on (home, a lobby, the member centre) at start-up,
 * then asks for the answers it draws first (its prefetchFirstAnswers); resolves when the code is
 * loaded (or has failed), so the first render can draw the page itself rather than its spinner.
 * The server's page usually preloads the same files already (apps/server/src/workflows/page-boot.ts);
 * this covers a page served without them. A failure is left to the page's own loader, which
 * retries and explains.
 */
export const preloadLandingPage = async (address: URL, client: QueryClient): Promise<void> => {
  const landing = landingPageOf(address.pathname);
  if (landing) await LANDING_PAGES[landing].preload({ client, address });
};
