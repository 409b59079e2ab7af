import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plans and pricing',
  'plans.spend.title': 'Use your plan',
  'plans.spend.usesDownloads':
    'Uses {units, plural, one {# download} other {# downloads}} of your {available, number}',
  'plans.spend.usesCredits':
    'Uses {units, plural, one {# credit} other {# credits}} of your {available, number}',
  'plans.spend.overage': 'Past your download cap: billed with your next renewal',
  'plans.spend.refused.not_rf': 'Plans license royalty-free assets only',
  'plans.spend.refused.media': 'This plan does not cover this kind of asset',
  'plans.spend.refused.tier': 'Essentials plans cover essentials assets only',
  'plans.spend.refused.agreement': 'This asset is not part of this agreement',
  'plans.spend.refused.not_delivered': 'Not delivered for this agreement, or past its download deadline',
  'plans.spend.refused.not_enough': 'Not enough left on this plan',
  'plans.spend.extended':
    'Add the extended licence: {credits, plural, one {# more credit} other {# more credits}}',
  'plans.spend.projectCode': 'Project code',
  'plans.spend.projectCodeHint': 'Required when the agreement asks for one',
  'plans.spend.note': 'Note (optional)',
  'plans.spend.optional': '(optional)',
  'plans.spend.submit': 'License with my plan',
  'plans.spend.confirmTitle': 'Confirm your licence',
  'plans.spend.confirmBody': 'License “{title}” with {plan}?',
  'plans.spend.confirm': 'Confirm and license',
  'plans.spend.back': 'Back to the asset',
  'plans.spend.licensedTitle': 'Licensed',
  'plans.spend.licensedBody': '“{title}” is licensed to you.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# download} other {# downloads}} left on {plan}.',
  'plans.spend.remainingCredits': '{remaining, plural, one {# credit} other {# credits}} left on {plan}.',
  'plans.spend.download': 'Download the file',
  'plans.spend.held': 'You hold a licence for this asset: download it again at no cost.',
  'plans.spend.getPlan': 'Download what you need on a plan.',
  'plans.spend.seePlans': 'See subscriptions',
  'plans.spend.seeCredits': 'Buy credits',
  'plans.spend.noneUsable': 'None of your plans covers this asset.',
  'plans.spend.useBy':
    'When your plan ends, a download not used in a project within {days} days loses its licence.',
  'plans.spend.yourPlans': 'Your plans',
};

export default messages;
