import type { PlanLicenseRequest, PlanLicenseResult } from '@lightbox/purchase';
import type { PlansService } from './service';

/**
 * Licenses a selection of assets from the customer's plans (the search selection bar's
 * download): each asset from the first of their plans that licenses it as it is, without a
 * project code (a plan that needs one is used from the asset's page). Each spend is its own
 * transaction, keyed `<key>:<asset>`, so a retried request spends nothing twice and finishes
 * what an interrupted one left.
 */
export async function licenseMany(
  plans: PlansService,
  input: PlanLicenseRequest,
): Promise<PlanLicenseResult> {
  const result: PlanLicenseResult = { licensed: [], refused: [] };
  for (const assetId of input.assetIds) {
    const options = await plans.spendOptions({
      userId: input.userId,
      site: input.site,
      assetId,
      extended: false,
    });
    const option = options.find((o) => !o.refusal && !o.projectCodeRequired);
    if (!option) {
      result.refused.push(assetId);
      continue;
    }
    if (input.dryRun) {
      result.licensed.push({ assetId, licenceId: null, plan: option.title });
      continue;
    }
    const spent = await plans.spend({
      userId: input.userId,
      teamId: input.teamId,
      site: input.site,
      assetId,
      agreementId: option.agreementId,
      extended: false,
      projectCode: null,
      note: null,
      idempotencyKey: `${input.idempotencyKey}:${assetId}`,
    });
    if (spent.status === 'refused') result.refused.push(assetId);
    else result.licensed.push({ assetId, licenceId: spent.licenceId, plan: option.title });
  }
  return result;
}
