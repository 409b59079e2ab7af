import { fileURLToPath } from 'node:url';
import { createTranslator, type PageContext, type PageMessages } from '@lightbox/ui';
import type { ComponentType } from 'react';
import { appRoot, type BodyFrame, type DrawnBody, drawnBody, renderBody } from './page-body';

/** This module, as a page thread's job module (page-threads.ts). */
export const APP_BODY_JOB = new URL('./app-body.tsx', import.meta.url).href;

/** An application root's component, by the file URL of its module and its export's name. */
export interface AppModule {
  module: string;
  name: string;
}

/** The body of a page whose content is an application root, as plain data a thread is sent. */
export interface AppBodyRequest {
  frame: Omit<BodyFrame, 'page'> & { page: Omit<PageContext, 'messages'> };
  app: AppModule;
  rootId: string;
  /** The root's data, given as `view` (as the browser hydrates it). */
  data: unknown;
}

export type AppBodyAnswer =
  /** With the keys the page asked for that its translations lack, for the request's log. */
  | (DrawnBody & { missing: string[] })
  /** The thread has no translations of the page's locale yet: ask again with them. */
  | { needsMessages: true };

type AppComponent = ComponentType<{ page: PageContext; view: unknown }>;

/**
 * Each locale's translations, sent once per thread: 1,800 strings cost the server's thread half
 * a millisecond to send, and they do not change while the server runs.
 */
const translations = new Map<string, PageMessages>();

function appComponent({ module, name }: AppModule): AppComponent {
  // Through tsx's CommonJS hook, as every job module in a thread (serve-jobs.ts).
  const component = (require(fileURLToPath(module)) as Record<string, unknown>)[name];
  if (typeof component !== 'function') throw new Error(`${module} has no component ${name}`);
  return component as AppComponent;
}

/** The job: the body as the server's thread draws it (render-page.tsx). */
export function renderAppBody(request: AppBodyRequest, messages?: PageMessages): AppBodyAnswer {
  const { frame, app, rootId, data } = request;
  if (messages) translations.set(frame.page.locale, messages);
  const known = translations.get(frame.page.locale);
  if (!known) return { needsMessages: true };
  const page: PageContext = { ...frame.page, messages: known };
  const missing: string[] = [];
  const t = createTranslator(page.locale, page.messages, (tag) => missing.push(tag));
  const App = appComponent(app);
  const body = renderBody(
    { ...frame, page },
    t,
    appRoot(rootId, frame.csrfToken, <App page={page} view={data} />),
  );
  return { ...drawnBody(body), missing };
}
