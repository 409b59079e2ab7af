import type { Site } from '@lightbox/core';
import type { MessageKey } from '@lightbox/ui';

export interface NavLink {
  key: MessageKey;
  path: string;
  query?: Record<string, string>;
}

/** Main navigation per site: the premium site leads with creative and editorial, the subscription site with media kinds. */
export const NAV: Record<Site, NavLink[]> = {
  premium: [
    { key: 'header.nav.creativeImages', path: '/search/2/image', query: { family: 'creative' } },
    { key: 'header.nav.editorialImages', path: '/search/2/image', query: { family: 'editorial' } },
    { key: 'header.nav.video', path: '/search/2/film' },
    { key: 'header.nav.illustrations', path: '/search/2/image', query: { mediatype: 'illustration' } },
  ],
  subscription: [
    { key: 'header.nav.photos', path: '/search/2/image', query: { mediatype: 'photography' } },
    { key: 'header.nav.illustrations', path: '/search/2/image', query: { mediatype: 'illustration' } },
    { key: 'header.nav.vectors', path: '/search/2/image', query: { mediatype: 'vector' } },
    { key: 'header.nav.video', path: '/search/2/film' },
  ],
};
