import * as IntlMessageFormat from 'intl-messageformat';
import * as React from 'react';
import * as JSXRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { afterFirstPaint } from '../page/after-paint';
import { nextTask } from '../page/next-task';
import { readPageContext } from '../page/page-context';
import { warmIntl } from '../page/warm-intl';
import { mountRemotes } from '../remotes/mount';
import { createPulse } from '../telemetry/pulse';
import { browserIsoCountries } from './iso-countries';
import { SHARED_SCOPE_KEY } from './shared-scope';

/**
 * The host runtime every page loads first: it puts React into the shared scope (so every
 * remote and the search application use one copy), then mounts the page's remotes.
 */
(globalThis as unknown as Record<string, unknown>)[SHARED_SCOPE_KEY] = {
  react: React,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react/jsx-runtime': JSXRuntime,
  'intl-messageformat': IntlMessageFormat,
  // CommonJS: shared as an exports object, which is what a remote's import of it expects; the
  // part of it browser code uses (iso-countries.ts).
  'i18n-iso-countries': browserIsoCountries,
};

const page = readPageContext(document);
const pulse = createPulse(`${page.prefix}/pulse`, document.body.dataset.page ?? 'unknown');
(globalThis as unknown as Record<string, unknown>).__lightboxPulse = pulse;
// ICU's data loads in a task of its own, ahead of the search app's hydration (queued after this
// one) and the remotes'.
void afterFirstPaint(window)
  .then(() => {
    warmIntl(page.locale);
    return nextTask();
  })
  .then(() => mountRemotes(document, page, pulse));
