import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plans and pricing',
  'plans.spend.usesDownloads':
    'Uses {units, plural, one {# download} other {# downloads}} of your {available, number}',
  'plans.spend.usesCredits':
    'Uses {units, plural, one {# credit} other {# credits}} of your {available, number}',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# download} other {# downloads}} left on {plan}.',
  'plans.spend.useBy':
    'When your plan ends, a download not used in a project within {days} days loses its license.',
  'plans.spend.title': 'Use your plan',
  'plans.spend.overage': 'Past your download cap: billed with your next renewal',
  'plans.spend.refused.not_rf': 'Plans license royalty-free assets only',
  'plans.spend.refused.media': 'This plan does not cover this kind of asset',
  'plans.spend.refused.tier': 'Essentials plans cover essentials assets only',
  'plans.spend.refused.agreement': 'This asset is not part of this agreement',
  'plans.spend.refused.not_delivered': 'Not delivered for this agreement, or past its download deadline',
  'plans.spend.refused.not_enough': 'Not enough left on this plan',
  'plans.spend.extended':
    'Add the extended license: {credits, plural, one {# more credit} other {# more credits}}',
  'plans.spend.projectCode': 'Project code',
  'plans.spend.projectCodeHint': 'Required when the agreement asks for one',
  'plans.spend.note': 'Note (optional)',
  'plans.spend.optional': '(optional)',
  'plans.spend.submit': 'License with my plan',
  'plans.spend.confirmTitle': 'Confirm your license',
  'plans.spend.confirmBody': 'License “{title}” with {plan}?',
  'plans.spend.confirm': 'Confirm and license',
  'plans.spend.back': 'Back to the asset',
  'plans.spend.licensedTitle': 'Licensed',
  'plans.spend.licensedBody': '“{title}” is licensed to you.',
  'plans.spend.remainingCredits': '{remaining, plural, one {# credit} other {# credits}} left on {plan}.',
  'plans.spend.download': 'Download the file',
  'plans.spend.held': 'You hold a license for this asset: download it again at no cost.',
  'plans.spend.getPlan': 'Download what you need on a plan.',
  'plans.spend.seePlans': 'See subscriptions',
  'plans.spend.seeCredits': 'Buy credits',
  'plans.spend.noneUsable': 'None of your plans covers this asset.',
  'plans.spend.yourPlans': 'Your plans',
  // Plans and pricing pages, plan pages and their terms (brief H1).
  'plans.pricing.title': 'Planuri și prețuri',
  'plans.pricing.intro':
    'Plătiți imaginile și videoclipurile așa cum lucrați: credite când aveți nevoie, un abonament pentru munca constantă sau un pachet de descărcări.',
  'plans.pricing.rates':
    'Prețuri în {currency}, convertite din dolari americani la cursurile de schimb din {date}.',
  'plans.pricing.priceUnavailable': 'Preț indisponibil',
  'plans.pricing.addToCart': 'Adaugă în coș',
  'plans.pricing.viewPlan': 'Vezi planul',
  'plans.pricing.back': 'Toate planurile și prețurile',
  'plans.pricing.credits.title': 'Pachete de credite',
  'plans.pricing.credits.intro':
    'Plătiți o dată și folosiți creditele pentru orice imagine sau videoclip fără drepturi de autor.',
  'plans.pricing.perCredit': '{price} pe credit',
  'plans.pricing.subscriptions.title': 'Abonamente',
  'plans.pricing.subscriptions.intro':
    'Un număr de descărcări în fiecare lună. Plătiți lunar sau o dată pe an și reportați descărcările nefolosite în cadrul anului.',
  'plans.pricing.term.legend': 'Facturare',
  'plans.pricing.term.monthly': 'Lunar',
  'plans.pricing.term.annual': 'Anual',
  'plans.pricing.perMonth': '{price} pe lună',
  'plans.pricing.perYear': '{price} pe an',
  'plans.pricing.video.title': 'Premium plus video',
  'plans.pricing.video.intro':
    'Planurile Signature plus acoperă toate imaginile și videoclipurile fără drepturi de autor.',
  'plans.pricing.imagePacks.title': 'Pachete de imagini',
  'plans.pricing.imagePacks.intro': 'Un număr de descărcări într-o singură mărime, plătit o dată.',
  'plans.pricing.custom.title': 'Conținut personalizat',
  'plans.pricing.custom.intro':
    'Trimiteți-ne briefuri și creăm pentru dvs. imagini și videoclipuri exclusive.',
  'plans.pricing.premium.title': 'Contracte Premium Access',
  'plans.pricing.premium.intro': 'Contracte anuale pentru companii, fiecare cu o limită de descărcări pe an.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus video',
  'plans.pricing.size.small': 'mărime mică',
  'plans.pricing.size.medium': 'mărime medie',
  'plans.pricing.size.high': 'rezoluție înaltă',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Abonament editorial',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Conținut personalizat',
  'plans.pricing.credits': '{count, plural, one {# credit} few {# credite} other {# de credite}}',
  'plans.pricing.imagePack': '{count, plural, one {# imagine} few {# imagini} other {# de imagini}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# descărcare pe lună} few {# descărcări pe lună} other {# de descărcări pe lună}}',
  'plans.pricing.downloadsPerYear':
    '{count, plural, one {# descărcare pe an} few {# descărcări pe an} other {# de descărcări pe an}}',
  'plans.pricing.customAssets':
    '{count, plural, one {# material exclusiv} few {# materiale exclusive} other {# de materiale exclusive}}',
  'plans.pricing.faq.title': 'Întrebări despre planuri',
  'plans.pricing.faq.cancel.q': 'Pot anula un abonament?',
  'plans.pricing.faq.cancel.a':
    'Da, oricând. Un plan lunar durează până la sfârșitul lunii plătite. Un plan anual nu se mai reînnoiește și durează până la sfârșitul anului său; nu există taxă de reziliere anticipată și nicio rambursare pentru un an început.',
  'plans.pricing.faq.rollover.q': 'Ce se întâmplă cu descărcările pe care nu le folosesc?',
  'plans.pricing.faq.rollover.a':
    'La un plan anual, descărcările lunare nefolosite se reportează în cadrul anului, nu în anul următor.',
  'plans.pricing.faq.expiry.q': 'Expiră creditele și pachetele de imagini?',
  'plans.pricing.faq.expiry.a':
    'Nu, cât timp vă conectați cel puțin o dată pe an. Un pachet nefolosit poate fi rambursat în {days} zile.',
  'plans.pricing.faq.licence.q': 'Cât timp pot folosi o descărcare din abonament?',
  'plans.pricing.faq.licence.a':
    'O descărcare nefolosită într-un proiect în {days} zile de la sfârșitul planului își pierde licența.',
  'plans.pricing.faq.payment.q': 'Ce se întâmplă dacă plata unei reînnoiri eșuează?',
  'plans.pricing.faq.payment.a': 'Este reîncercată de {count} ori în {days} zile, apoi planul expiră.',
  'plans.pricing.faq.tax.q': 'Prețurile includ taxele?',
  'plans.terms.title': 'Angajament și anulare',
  'plans.terms.includes': 'Ce include',
  'plans.terms.commitment': 'Angajament total',
  'plans.terms.cancellation': 'Anulare',
  'plans.terms.refund': 'Rambursare',
  'plans.terms.renewal': 'Reînnoire',
  'plans.terms.monthly.commitment': '{price}, debitat lunar. Niciun angajament dincolo de luna plătită.',
  'plans.terms.monthly.cancel': 'Anulați oricând: planul durează până la sfârșitul lunii plătite.',
  'plans.terms.annual.commitment':
    '{price}, o plată pentru {months} luni. Se reînnoiește anual, dacă nu anulați.',
  'plans.terms.annual.cancel':
    'Anulați oricând: se oprește următoarea reînnoire și planul durează până la sfârșitul anului. Fără taxă de reziliere anticipată și fără rambursare pentru un an început.',
  'plans.terms.annual.notice': 'Vă scriem cu {days} zile înainte de fiecare reînnoire.',
  'plans.terms.retries':
    'O plată de reînnoire eșuată este reîncercată de {count} ori în {days} zile, apoi planul expiră.',
  'plans.terms.pack.commitment': '{price}, o singură plată.',
  'plans.terms.pack.refund': 'Un pachet nefolosit poate fi rambursat în {days} zile.',
  'plans.terms.pack.expiry': 'Nu expiră niciodată cât timp vă conectați cel puțin o dată pe an.',
  'plans.terms.credits.expiry': 'Creditele nu expiră niciodată cât timp vă conectați cel puțin o dată pe an.',
  'plans.terms.tier.essentials': 'Doar imagini Essentials (neexclusive).',
  'plans.terms.tier.signature': 'Toate imaginile fără drepturi de autor.',
  'plans.terms.tier.signatureplus': 'Toate imaginile și videoclipurile fără drepturi de autor.',
  'plans.terms.rollover':
    'Descărcările lunare nefolosite se reportează în cadrul anului (nu în anul următor).',
  'plans.terms.useBy':
    'O descărcare nefolosită într-un proiect în {days} zile de la sfârșitul planului își pierde licența.',
  'plans.terms.costs': 'Cât costă un material',
  'plans.terms.cost.essentialsImage': 'Imagine Essentials',
  'plans.terms.cost.signatureImage': 'Imagine Signature',
  'plans.terms.cost.essentialsVideo': 'Video Essentials',
  'plans.terms.cost.signatureVideo': 'Video Signature',
  'plans.terms.cost.extended': 'Licență extinsă',
  'plans.terms.cost.extendedCredits': '+{image} pentru o imagine, +{video} pentru un videoclip',
  'plans.terms.cap':
    'Până la {count, plural, one {# descărcare} few {# descărcări} other {# de descărcări}} pe an.',
  'plans.terms.projectCode': 'Fiecare descărcare cere un cod de proiect.',
  'plans.terms.overage':
    'Descărcările peste limită costă {price} fiecare și se facturează la următoarea reînnoire.',
  'plans.terms.custom.delivery':
    'Fiecare material creat pentru dvs. poate fi descărcat timp de {days} zile după livrare.',
  'plans.terms.tax': 'Prețuri fără taxe; taxa se adaugă la plată în funcție de țara de facturare.',
};

export default messages;
