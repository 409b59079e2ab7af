import { describe, expect, it } from 'vitest';
import { type PlanAsset, type PlanTerms, planCost } from './plan-rules';

// Plans shaped like the demo catalogue's rows (features/plans/migrations/…_plans.sql).
const creditPack: PlanTerms = { kind: 'credit_pack', agreementCode: null, media: 'any', tier: null };
const essentials: PlanTerms = {
  kind: 'subscription',
  agreementCode: 'RF',
  media: 'image',
  tier: 'essentials',
};
const signature: PlanTerms = { ...essentials, tier: 'signature' };
const signaturePlus: PlanTerms = { ...essentials, media: 'any', tier: 'signatureplus' };
const videoPlan: PlanTerms = { ...essentials, media: 'video', tier: 'signature' };
const imagePack: PlanTerms = { kind: 'image_pack', agreementCode: 'IP', media: 'image', tier: null };
const premiumAccess: PlanTerms = { kind: 'premium_access', agreementCode: 'PA', media: 'any', tier: null };
const editorial: PlanTerms = {
  kind: 'editorial_subscription',
  agreementCode: 'ED',
  media: 'any',
  tier: null,
};
const easyAccess: PlanTerms = { kind: 'easy_access', agreementCode: 'EA', media: 'any', tier: null };
const customMedia: PlanTerms = { kind: 'custom_media', agreementCode: null, media: 'any', tier: null };

const asset = (overrides: Partial<PlanAsset> = {}): PlanAsset => ({
  assetType: 'image',
  licenseType: 'rf',
  exclusive: false,
  agreements: [],
  ...overrides,
});
const units = (count: number) => ({ ok: true, units: count });
const refused = (reason: string) => ({ ok: false, reason });

describe('planCost on a credit pack: credits by collection tier, media and licence (#17)', () => {
  // Every tier × media × extended combination; the numbers are the issue's, not creditCost's.
  it.each([
    ['essentials', 'image', false, 1],
    ['essentials', 'image', true, 19],
    ['signature', 'image', false, 3],
    ['signature', 'image', true, 21],
    ['essentials', 'film', false, 6],
    ['essentials', 'film', true, 27],
    ['signature', 'film', false, 18],
    ['signature', 'film', true, 39],
    ['essentials', 'videotemplate', false, 6],
    ['essentials', 'videotemplate', true, 27],
    ['signature', 'videotemplate', false, 18],
    ['signature', 'videotemplate', true, 39],
  ] as const)('%s tier, %s, extended licence %s: %i credit(s)', (tier, assetType, extended, credits) => {
    const exclusive = tier === 'signature';
    expect(planCost(creditPack, asset({ assetType, exclusive }), extended)).toEqual(units(credits));
  });

  it('a video template is counted as video, not as an image', () => {
    const template = asset({ assetType: 'videotemplate' });
    expect(planCost(creditPack, template)).toEqual(planCost(creditPack, asset({ assetType: 'film' })));
    expect(planCost({ ...creditPack, media: 'image' }, template)).toEqual(refused('media'));
  });
});

describe('planCost on download plans', () => {
  it('an essentials plan does not cover a signature (exclusive) asset', () => {
    expect(planCost(essentials, asset({ exclusive: true }))).toEqual(refused('tier'));
    expect(planCost(essentials, asset())).toEqual(units(1));
  });

  it('signature and signatureplus plans cover signature (exclusive) assets, one download each', () => {
    expect(planCost(signature, asset({ exclusive: true }))).toEqual(units(1));
    expect(planCost(signaturePlus, asset({ exclusive: true, assetType: 'film' }))).toEqual(units(1));
  });

  it('a download costs one download, extended licence or not (only credits price the extended licence)', () => {
    for (const plan of [essentials, signaturePlus, imagePack, premiumAccess])
      expect(planCost({ ...plan, agreementCode: null }, asset(), true)).toEqual(units(1));
  });

  it('an image plan covers no film, and a video template counts as video', () => {
    for (const plan of [essentials, signature, imagePack]) {
      expect(planCost(plan, asset({ assetType: 'film' }))).toEqual(refused('media'));
      expect(planCost(plan, asset({ assetType: 'videotemplate' }))).toEqual(refused('media'));
    }
  });

  it('a video plan covers film and video templates but no image', () => {
    expect(planCost(videoPlan, asset({ assetType: 'film' }))).toEqual(units(1));
    expect(planCost(videoPlan, asset({ assetType: 'videotemplate' }))).toEqual(units(1));
    expect(planCost(videoPlan, asset())).toEqual(refused('media'));
  });

  it('a plan for any media (signatureplus) covers images, film and video templates', () => {
    for (const assetType of ['image', 'film', 'videotemplate'])
      expect(planCost(signaturePlus, asset({ assetType }))).toEqual(units(1));
  });

  it('an image pack has no tier: it covers exclusive images too', () => {
    expect(planCost(imagePack, asset({ exclusive: true }))).toEqual(units(1));
  });
});

describe('planCost: plans license royalty-free assets only', () => {
  const plans = [
    creditPack,
    essentials,
    signature,
    signaturePlus,
    imagePack,
    premiumAccess,
    editorial,
    easyAccess,
  ];

  it.each(['rm', 'rr'])('an %s asset is refused by every plan but custom media', (licenseType) => {
    for (const plan of plans)
      expect(planCost(plan, asset({ licenseType, agreements: ['PA', 'ED', 'EA'] }))).toEqual(
        refused('not_rf'),
      );
  });

  it('names the first rule that fails: licence, then media, then tier, then agreement', () => {
    const rmFilm = asset({ licenseType: 'rm', assetType: 'film', exclusive: true });
    expect(planCost(essentials, rmFilm)).toEqual(refused('not_rf'));
    expect(planCost(essentials, { ...rmFilm, licenseType: 'rf' })).toEqual(refused('media'));
    expect(planCost(essentials, asset({ exclusive: true }))).toEqual(refused('tier'));
    expect(planCost({ ...premiumAccess, media: 'image' }, asset({ assetType: 'film' }))).toEqual(
      refused('media'),
    );
  });
});

describe('planCost on agreements (PA premium access, ED editorial subscription, EA easy access)', () => {
  it.each([
    [premiumAccess, 'PA'],
    [editorial, 'ED'],
    [easyAccess, 'EA'],
  ] as const)('an agreement covers only the assets marked with its code: %o', (plan, code) => {
    expect(planCost(plan, asset({ agreements: [code] }))).toEqual(units(1));
    expect(planCost(plan, asset({ agreements: ['PA', 'ED', 'EA'] }))).toEqual(units(1));
    const others = ['PA', 'ED', 'EA'].filter((other) => other !== code);
    expect(planCost(plan, asset({ agreements: others }))).toEqual(refused('agreement'));
    expect(planCost(plan, asset({ agreements: [] }))).toEqual(refused('agreement'));
    // codes are matched exactly, as the catalogue stores them
    expect(planCost(plan, asset({ agreements: [code.toLowerCase()] }))).toEqual(refused('agreement'));
  });

  it('an agreement covers exclusive assets and film when it carries their code', () => {
    const exclusiveFilm = asset({ assetType: 'film', exclusive: true, agreements: ['PA'] });
    expect(planCost(premiumAccess, exclusiveFilm)).toEqual(units(1));
  });

  it('an agreement without a code covers any royalty-free asset', () => {
    expect(planCost({ ...premiumAccess, agreementCode: null }, asset())).toEqual(units(1));
  });

  it('subscriptions (RF), image packs (IP) and credit packs do not ask for agreement marks', () => {
    expect(planCost(signature, asset({ agreements: [] }))).toEqual(units(1));
    expect(planCost(imagePack, asset({ agreements: [] }))).toEqual(units(1));
    expect(planCost({ ...creditPack, agreementCode: 'PA' }, asset({ agreements: [] }))).toEqual(units(1));
  });
});

describe('planCost on custom media', () => {
  it('custom media covers only what was delivered against its briefs, one download each', () => {
    expect(planCost(customMedia, asset({ deliveredToAgreement: true }))).toEqual(units(1));
    expect(planCost(customMedia, asset({ deliveredToAgreement: false }))).toEqual(refused('not_delivered'));
    expect(planCost(customMedia, asset())).toEqual(refused('not_delivered'));
  });

  it('a delivered exclusive film is covered whatever the plan media, and the extended licence costs nothing more', () => {
    const delivered = asset({ assetType: 'film', exclusive: true, deliveredToAgreement: true });
    expect(planCost({ ...customMedia, media: 'image' }, delivered, true)).toEqual(units(1));
  });

  it('being delivered to a custom media agreement opens no other plan', () => {
    expect(planCost(essentials, asset({ exclusive: true, deliveredToAgreement: true }))).toEqual(
      refused('tier'),
    );
    expect(planCost(premiumAccess, asset({ deliveredToAgreement: true }))).toEqual(refused('agreement'));
  });
});
