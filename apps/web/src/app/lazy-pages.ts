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
export const MemberPage = lazyPage(() => import('../features/member/pages/member-page'));
export const AgentLoginPage = lazyPage(() => import('../features/agents/pages/agent-login-page'));
export const AgentHomePage = lazyPage(() => import('../features/agents/pages/agent-home-page'));
export const AgentTransferPage = lazyPage(() => import('../features/agents/pages/agent-transfer-page'));
export const AnnouncePage = lazyPage(() => import('../features/announcements/pages/announce-page'));
export const DownloadPage = lazyPage(() => import('../features/download/pages/download-page'));
