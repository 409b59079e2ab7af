import { randomUUID } from 'node:crypto';
import { COUNTRY_CATALOGUES, type Site } from '@lightbox/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE, type ConsentState, consentRequired, resolveConsent } from './domain/consent';

/** The country chosen in the Footer (set by the server's /locale route), an alpha-3 code. */
export const COUNTRY_COOKIE = 'lb_country';
/** Spec §9: the tracking cookie lives 5 days; it holds the visitor id and the visit count. */
export const TRACKING_COOKIE = 'lb_vid';
export const TRACKING_COOKIE_MAX_AGE_S = 5 * 24 * 3600;
/** Session-only: present while a visit lasts, so the visit count grows once per visit. */
export const VISIT_COOKIE = 'lb_visit';

const VISITOR = /^([0-9a-f-]{36})\.(\d{1,6})$/;

/** The visitor's country: the Footer's choice when the site sells there, else the language's home market. */
export function visitorCountry(site: Site, locale: string, chosen: string | undefined): string | undefined {
  const catalogue = COUNTRY_CATALOGUES[site];
  const exact = chosen && catalogue.find((e) => e.country_code === chosen);
  if (exact) return exact.country_code;
  return catalogue.find((e) => e.locale === locale && e.is_master_language)?.country_code;
}

export interface VisitorContext {
  country: string | undefined;
  consent: ConsentState;
}

export function visitorContext(request: FastifyRequest, extraCountries: readonly string[]): VisitorContext {
  const country = visitorCountry(request.site, request.locale, request.cookies[COUNTRY_COOKIE]);
  const consent = resolveConsent(consentRequired(country, extraCountries), request.cookies[CONSENT_COOKIE]);
  return { country, consent };
}

export function cookieBase(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/**
 * The visitor id and visit count from the tracking cookie, renewed for 5 days; a new visit
 * (no session cookie) counts one more. Only called once the performance group is allowed.
 */
export function trackVisitor(request: FastifyRequest, reply: FastifyReply): { id: string; count: number } {
  const match = VISITOR.exec(request.cookies[TRACKING_COOKIE] ?? '');
  const id = match?.[1] ?? randomUUID();
  const before = match ? Number(match[2]) : 0;
  const count = request.cookies[VISIT_COOKIE] && match ? before : before + 1;
  const base = cookieBase(request);
  reply.setCookie(TRACKING_COOKIE, `${id}.${count}`, { ...base, maxAge: TRACKING_COOKIE_MAX_AGE_S });
  if (!request.cookies[VISIT_COOKIE]) reply.setCookie(VISIT_COOKIE, '1', { ...base, httpOnly: true });
  return { id, count };
}

/** The visitor id of a signal's sender, when the tracking cookie holds one. */
export function visitorIdOf(request: FastifyRequest): string | undefined {
  return VISITOR.exec(request.cookies[TRACKING_COOKIE] ?? '')?.[1];
}
