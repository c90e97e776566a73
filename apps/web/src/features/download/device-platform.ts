/** Which guide a visitor needs: the page leads with the phone they hold. */
export type DevicePlatform = 'ios' | 'android' | 'desktop';

type NavigatorLike = Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;

export const devicePlatform = ({ userAgent, maxTouchPoints }: NavigatorLike): DevicePlatform => {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  // iPadOS asks for desktop sites and names itself a Mac; only the touch screen tells it apart.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
};

/** Whether the page runs as the installed app (a home-screen launch), not in a browser tab. */
export const isInstalledApp = (view: Pick<Window, 'matchMedia'> & { navigator: Navigator }) =>
  view.matchMedia('(display-mode: standalone)').matches ||
  (view.navigator as Navigator & { standalone?: boolean }).standalone === true;
