import type { ReactElement } from 'react';
import type { Translator } from '../i18n/translator';
import type { PageContext } from './page-context';

/** Remote mount points a page may place inside its own content; the server app provides them. */
export interface Slots {
  SearchBar(): ReactElement;
}

export interface PageRenderContext {
  page: PageContext;
  t: Translator;
  slots: Slots;
}

/**
 * What a feature asks the page shell to render. The shell owns the document, the chrome
 * remotes and the scripts; the feature owns the content.
 */
export interface PageSpec {
  /** Page name for analytics and telemetry, e.g. 'search' or 'asset-detail'. */
  name: string;
  /** The document title before the site name; a function when it needs translating. */
  title: string | ((t: Translator) => string);
  /** The meta description; a function when it needs translating. */
  description?: string | ((t: Translator) => string);
  status?: number;
  noindex?: boolean;
  /** Show the SearchBar strip under the header. */
  searchStrip?: boolean;
  phrase?: string;
  assetType?: 'image' | 'film' | 'videotemplate';
  family?: string;
  content(ctx: PageRenderContext): ReactElement;
  /**
   * When set, the content is an application root, hydrated with this data by `script` (a
   * feature's built bundle; without it the page stays server-rendered only).
   */
  hydrate?: {
    rootId: string;
    dataId: string;
    data: unknown;
    script?: { url: string; integrity: string };
    /**
     * The root's component, by its module's file URL and export name, drawn as
     * `<Component page={page} view={data} />` (as the browser hydrates it): the server may then
     * draw the page in a page thread instead of calling `content` on its own thread.
     */
    app?: { module: string; name: string };
  };
}
