import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionStore } from '../lib/session-store';

/**
 * Guards routes that need a session token (spec section 2). Visitors go to /login, which shows
 * home with the login popup (the agent centre sends them to the agent portal, /agent); the page
 * they wanted rides along in the navigation state.
 */
export const RequireSession = ({ loginPath = '/login' }: { loginPath?: string }) => {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to={loginPath} replace state={{ from: location }} />;
  return <Outlet />;
};
