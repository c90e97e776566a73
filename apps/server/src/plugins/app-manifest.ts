/**
 * The installable app's web manifest (docs/pwa.md), written from the brand the operator
 * configured, so the name under the icon on a phone's home screen is the brand's own.
 */
export type AppBrand = { name: string };

/** The site's dark background (design tokens' --color-bg), the splash screen's colour. */
const BACKGROUND = '#0f1420';
/** Home screens cut longer names with an ellipsis. */
const SHORT_NAME_MAX = 12;

export const appManifestOf = (brand: AppBrand) => {
  const name = brand.name.trim() || 'Casino';
  return {
    id: '/',
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : name.slice(0, SHORT_NAME_MAX).trim(),
    description: name,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
};
