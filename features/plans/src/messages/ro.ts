import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Planuri și prețuri',
  'plans.spend.title': 'Folosiți planul',
  'plans.spend.usesDownloads':
    'Consumă {units, plural, one {# descărcare} few {# descărcări} other {# de descărcări}} din cele {available, number} disponibile',
  'plans.spend.usesCredits':
    'Consumă {units, plural, one {# credit} few {# credite} other {# de credite}} din cele {available, number} disponibile',
  'plans.spend.overage': 'Peste limita de descărcări: se facturează la următoarea reînnoire',
  'plans.spend.refused.not_rf': 'Planurile licențiază doar fișiere fără redevențe',
  'plans.spend.refused.media': 'Acest plan nu acoperă acest tip de fișier',
  'plans.spend.refused.tier': 'Planurile Essentials acoperă doar fișiere Essentials',
  'plans.spend.refused.agreement': 'Acest fișier nu face parte din acest contract',
  'plans.spend.refused.not_delivered': 'Nelivrat pentru acest contract sau după termenul de descărcare',
  'plans.spend.refused.not_enough': 'Nu a rămas suficient în acest plan',
  'plans.spend.extended':
    'Adăugați licența extinsă: {credits, plural, one {încă # credit} few {încă # credite} other {încă # de credite}}',
  'plans.spend.projectCode': 'Cod de proiect',
  'plans.spend.projectCodeHint': 'Obligatoriu când contractul îl cere',
  'plans.spend.note': 'Notă (opțional)',
  'plans.spend.optional': '(opțional)',
  'plans.spend.submit': 'Licențiați cu planul meu',
  'plans.spend.confirmTitle': 'Confirmați licența',
  'plans.spend.confirmBody': 'Licențiați „{title}” cu {plan}?',
  'plans.spend.confirm': 'Confirmați și licențiați',
  'plans.spend.back': 'Înapoi la fișier',
  'plans.spend.licensedTitle': 'Licențiat',
  'plans.spend.licensedBody': 'Aveți acum licență pentru „{title}”.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {A rămas # descărcare} few {Au rămas # descărcări} other {Au rămas # de descărcări}} în {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {A rămas # credit} few {Au rămas # credite} other {Au rămas # de credite}} în {plan}.',
  'plans.spend.download': 'Descărcați fișierul',
  'plans.spend.held': 'Dețineți deja o licență pentru acest fișier: descărcați-l din nou fără cost.',
  'plans.spend.getPlan': 'Descărcați ce vă trebuie cu un plan.',
  'plans.spend.seePlans': 'Vedeți abonamentele',
  'plans.spend.seeCredits': 'Cumpărați credite',
  'plans.spend.noneUsable': 'Niciunul dintre planurile dumneavoastră nu acoperă acest fișier.',
  'plans.spend.useBy':
    'Când planul se încheie, o descărcare nefolosită într-un proiect în {days} zile își pierde licența.',
  'plans.spend.yourPlans': 'Planurile dumneavoastră',
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
