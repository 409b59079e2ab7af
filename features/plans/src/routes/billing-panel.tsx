import type { Accounts } from '@lightbox/account';
import { countryChoices } from '@lightbox/account';
import type { Db } from '@lightbox/platform';
import { CsrfProvider, createTranslator, loadMessages, type PageContext } from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import AccountBillingInfo from '../exposes/AccountBillingInfo';
import BillingSchedules from '../exposes/BillingSchedules';
import UpdateBillingInfo from '../exposes/UpdateBillingInfo';
import { plansDb } from '../repository/db';
import type { BillingInfoForm } from '../ui/BillingInfo';
import { RemoteMount } from '../ui/BillingKit';
import { presentSchedules } from '../ui/BillingSchedulesTable';
import { agreementsOf } from '../views';

/** The account feature's billing form state: values as typed, errors as its message keys. */
export interface BillingDetailsState {
  values?: Record<string, string | undefined>;
  errors?: Partial<Record<string, string>>;
}

export interface BillingSections {
  /** AccountBillingInfo and UpdateBillingInfo: the billing details section's content. */
  details: string;
  /** BillingSchedules: a section of its own. */
  schedules: string;
}

/**
 * The plans feature's part of the account billing page, as server-rendered HTML the account
 * feature places (as it places the purchase feature's payment methods): the billing name and
 * country with the form that edits them, and the billing schedule of every plan. The form posts
 * to the account feature's /account/billing, whose validation stays the only one.
 */
export function createPlansBillingPanel(deps: {
  db: Db;
  accounts: Pick<Accounts, 'viewer' | 'billingDetails'>;
  csrfToken: (request: FastifyRequest, reply: FastifyReply) => string;
}) {
  const db = plansDb(deps.db);
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    state: BillingDetailsState,
  ): Promise<BillingSections | undefined> => {
    const viewer = await deps.accounts.viewer(request, reply);
    if (!viewer.user) return undefined;
    const messages = await loadMessages(request.locale);
    const t = createTranslator<string>(request.locale, messages);
    const countries = countryChoices(request.locale);
    const saved = await deps.accounts.billingDetails(viewer.user.id);
    const info = {
      name: saved.name,
      country: saved.country,
      countryName: countries.find((c) => c.value === saved.country)?.label ?? saved.country,
    };
    const errors = state.errors ?? {};
    const form: BillingInfoForm = {
      values: { name: state.values?.name ?? saved.name, country: state.values?.country ?? saved.country },
      errors: {
        ...(errors.name && { name: t.t(errors.name) }),
        ...(errors.country && { country: t.t(errors.country) }),
      },
    };
    const plans = await agreementsOf(db, {
      userId: viewer.user.id,
      teamId: viewer.team?.id ?? null,
      site: request.site,
      locale: request.locale,
    });
    const schedules = presentSchedules(plans);
    // The server renders these parts alone: the fields of the page they need.
    const parts: Pick<PageContext, 'prefix' | 'locale' | 'site' | 'messages'> = {
      prefix: request.prefix,
      locale: request.locale,
      site: request.site,
      messages,
    };
    const page = parts as PageContext;
    const token = deps.csrfToken(request, reply);
    return {
      details: renderToString(
        <CsrfProvider token={token}>
          <RemoteMount name="AccountBillingInfo" props={{ info }}>
            <AccountBillingInfo page={page} info={info} />
          </RemoteMount>
          <RemoteMount name="UpdateBillingInfo" props={{ form, countries }}>
            <UpdateBillingInfo page={page} form={form} countries={countries} />
          </RemoteMount>
        </CsrfProvider>,
      ),
      schedules: renderToString(
        <RemoteMount name="BillingSchedules" props={{ schedules }}>
          <BillingSchedules page={page} schedules={schedules} />
        </RemoteMount>,
      ),
    };
  };
}
