import type { ReactNode } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { CONTRACT_TYPES } from '@platform/contracts';
import { AccountRoot } from '../features/accounts/components/account-root';
import { AnnouncementPopup } from '../features/announcements/components/announcement-popup';
import { RealityCheck } from '../features/accounts/components/reality-check';
import { AuthEntry } from './auth-entry';
import { AgentLayout } from './layout/agent-layout';
import { PlayerLayout } from './layout/player-layout';
import {
  AgentHomePage,
  AgentLoginPage,
  AgentTransferPage,
  RegisterCenterPage,
  DownlineManagementPage,
  TeamOverviewPage,
  ProfitLossPage,
  RevenueReportPage,
  DownlineTransactionsPage,
  PersonalHistoryPage,
  MyContractsPage,
  SettlementRecordsPage,
  AgentAnnouncementPage,
  AnnouncePage,
  DownloadPage,
  FavoritePage,
  FeedbackPage,
  HelpPage,
  HomePage,
  LobbyPage,
  LotteryPage,
  MemberPage,
  LuckyDrawPage,
  MissionsPage,
  PointMallPage,
  PromotionsPage,
  RafflePage,
  RecentPage,
  SeamlessPage,
  ServicePage,
} from './lazy-pages';
import NotFoundPage from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RequireSession } from './require-session';
import { LOTTERY_PATHS, SETTLEMENT_RECORD_PATHS } from './route-paths';
import { ScrollToTop } from './scroll-to-top';

const at = (paths: string[], element: ReactNode): RouteObject[] => paths.map((path) => ({ path, element }));

const Root = () => (
  <>
    <ScrollToTop />
    <Outlet />
    <AccountRoot />
    <AnnouncementPopup />
    <RealityCheck />
  </>
);

/** Spec section 2 route table, in history mode. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      // The customer-service window (440 x 750, or a phone's whole screen): no site chrome.
      { path: '/service', element: <ServicePage /> },
      {
        element: <PlayerLayout />,
        children: [
          ...at(['/', '/index', '/index.html', '/home'], <HomePage />),
          { path: '/login', element: <AuthEntry dialog="login" /> },
          { path: '/register', element: <AuthEntry dialog="register" /> },
          { path: '/forget', element: <AuthEntry dialog="forget" /> },
          ...at(['/help', '/helpmc'], <HelpPage />),
          { path: '/promotions', element: <PromotionsPage /> },
          { path: '/announce', element: <AnnouncePage /> },
          { path: '/down', element: <DownloadPage /> },
          ...at(
            ['/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/pvp', '/inhouse'],
            <LobbyPage />,
          ),
          {
            element: <RequireSession />,
            children: [
              { path: '/member', element: <MemberPage /> },
              { path: '/pointMall', element: <PointMallPage /> },
              { path: '/feedback', element: <FeedbackPage /> },
              { path: '/missions', element: <MissionsPage /> },
              ...at(['/redEnvelope', '/prizeWheel', '/goldenEgg'], <LuckyDrawPage />),
              { path: '/raffle', element: <RafflePage /> },
              { path: '/seamless', element: <SeamlessPage /> },
              { path: '/favorite', element: <FavoritePage /> },
              { path: '/recent', element: <RecentPage /> },
              // Paths match case-insensitively, so /vnlottery and /sealottery share these entries.
              ...at(
                LOTTERY_PATHS.filter((path) => path !== '/vnlottery' && path !== '/sealottery'),
                <LotteryPage />,
              ),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AgentLayout />,
        children: [
          { path: '/agent', element: <AgentLoginPage /> },
          {
            element: <RequireSession loginPath="/agent" />,
            children: [
              { path: '/agentHome', element: <AgentHomePage /> },
              { path: '/agentHome/transfer', element: <AgentTransferPage /> },
              { path: '/agentHome/registerCenter', element: <RegisterCenterPage /> },
              { path: '/agentHome/downlineManagmentView', element: <DownlineManagementPage /> },
              { path: '/agentHome/agentTeamOverview', element: <TeamOverviewPage /> },
              { path: '/agentHome/palStatementsAgentCopy', element: <ProfitLossPage /> },
              { path: '/agentHome/agentRevenueReport', element: <RevenueReportPage /> },
              {
                path: '/agentHome/agentDownlineTransactionDetailsCopy',
                element: <DownlineTransactionsPage />,
              },
              { path: '/agentHome/personalHistoryCopy', element: <PersonalHistoryPage /> },
              { path: '/agentHome/contracts', element: <MyContractsPage /> },
              ...CONTRACT_TYPES.map((type) => ({
                path: SETTLEMENT_RECORD_PATHS[type],
                element: <SettlementRecordsPage key={type} type={type} />,
              })),
              { path: '/agentHome/agentAnnouncement', element: <AgentAnnouncementPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
