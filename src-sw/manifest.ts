import type { ManifestOptions } from 'vite-plugin-pwa';

/** The installed app: orange, standalone, opening on the start page that lists the diner's things. */
export const manifest: Partial<ManifestOptions> = {
  name: '테이블 주문 · Table Order',
  short_name: '테이블 주문',
  description: 'Scan, order and pay at your table; your orders and waiting tickets stay on your phone.',
  lang: 'ko',
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#ff6b00',
  background_color: '#ff6b00',
  categories: ['food', 'shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    { src: '/screenshots/menu.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Menu' },
    {
      src: '/screenshots/detail.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Menu detail',
    },
  ],
};
