import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Csomagok és árak',
  'plans.spend.title': 'Csomag használata',
  'plans.spend.usesDownloads':
    'Felhasznál {units, plural, one {# letöltést} other {# letöltést}} az elérhető {available, number} közül',
  'plans.spend.usesCredits':
    'Felhasznál {units, plural, one {# kreditet} other {# kreditet}} az elérhető {available, number} közül',
  'plans.spend.overage': 'Letöltési kereten felül: a következő megújításkor számlázzuk',
  'plans.spend.refused.not_rf': 'A csomagok csak jogdíjmentes fájlokra adnak licencet',
  'plans.spend.refused.media': 'Ez a csomag nem vonatkozik erre a fájltípusra',
  'plans.spend.refused.tier': 'Az Essentials csomagok csak Essentials fájlokra vonatkoznak',
  'plans.spend.refused.agreement': 'Ez a fájl nem része ennek a szerződésnek',
  'plans.spend.refused.not_delivered':
    'Nem ehhez a szerződéshez lett kézbesítve, vagy lejárt a letöltési határidő',
  'plans.spend.refused.not_enough': 'Nem maradt elég ebben a csomagban',
  'plans.spend.extended':
    'Bővített licenc hozzáadása: {credits, plural, one {további # kredit} other {további # kredit}}',
  'plans.spend.projectCode': 'Projektkód',
  'plans.spend.projectCodeHint': 'Kötelező, ha a szerződés előírja',
  'plans.spend.note': 'Megjegyzés (nem kötelező)',
  'plans.spend.optional': '(nem kötelező)',
  'plans.spend.submit': 'Licencelés a csomagommal',
  'plans.spend.confirmTitle': 'Licenc megerősítése',
  'plans.spend.confirmBody': 'Licenceli a(z) „{title}” fájlt ezzel: {plan}?',
  'plans.spend.confirm': 'Megerősítés és licencelés',
  'plans.spend.back': 'Vissza a fájlhoz',
  'plans.spend.licensedTitle': 'Licencelve',
  'plans.spend.licensedBody': 'Mostantól licence van erre: „{title}”.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# letöltés} other {# letöltés}} maradt ebben: {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {# kredit} other {# kredit}} maradt ebben: {plan}.',
  'plans.spend.download': 'Fájl letöltése',
  'plans.spend.held': 'Már van licence ehhez a fájlhoz: töltse le újra díjmentesen.',
  'plans.spend.getPlan': 'Töltse le, amire szüksége van, egy csomaggal.',
  'plans.spend.seePlans': 'Előfizetések megtekintése',
  'plans.spend.seeCredits': 'Kreditek vásárlása',
  'plans.spend.noneUsable': 'Egyik csomagja sem vonatkozik erre a fájlra.',
  'plans.spend.useBy':
    'A csomag lejárta után az a letöltés, amelyet {days} napon belül nem használt fel projektben, elveszíti a licencét.',
  'plans.spend.yourPlans': 'Csomagjai',
  'plans.pricing.title': 'Csomagok és árak',
  'plans.pricing.intro':
    'Fizessen a képekért és videókért úgy, ahogy dolgozik: kreditekkel, amikor szüksége van rájuk, előfizetéssel a folyamatos munkához, vagy letöltési csomaggal.',
  'plans.pricing.rates':
    'Árak {currency} pénznemben, amerikai dollárból átszámítva a {date} napi árfolyamokon.',
  'plans.pricing.priceUnavailable': 'Az ár nem érhető el',
  'plans.pricing.addToCart': 'Kosárba',
  'plans.pricing.viewPlan': 'Csomag megtekintése',
  'plans.pricing.back': 'Minden csomag és ár',
  'plans.pricing.credits.title': 'Kreditcsomagok',
  'plans.pricing.credits.intro':
    'Fizessen egyszer, és használja a krediteket bármely jogdíjmentes képre vagy videóra.',
  'plans.pricing.perCredit': '{price} kreditenként',
  'plans.pricing.subscriptions.title': 'Előfizetések',
  'plans.pricing.subscriptions.intro':
    'Meghatározott számú letöltés minden hónapban. Fizessen havonta, vagy egyszer egy évre, és a fel nem használt letöltések az éven belül átvihetők.',
  'plans.pricing.term.legend': 'Számlázás',
  'plans.pricing.term.monthly': 'Havi',
  'plans.pricing.term.annual': 'Éves',
  'plans.pricing.perMonth': 'havi {price}',
  'plans.pricing.perYear': 'évi {price}',
  'plans.pricing.video.title': 'Prémium plusz videó',
  'plans.pricing.video.intro': 'A Signature plus csomagok minden jogdíjmentes képet és videót lefednek.',
  'plans.pricing.imagePacks.title': 'Képcsomagok',
  'plans.pricing.imagePacks.intro': 'Meghatározott számú letöltés egy méretben, egyszeri fizetéssel.',
  'plans.pricing.custom.title': 'Egyedi média',
  'plans.pricing.custom.intro':
    'Küldje el nekünk a briefjeit, és exkluzív képeket és videókat készítünk Önnek.',
  'plans.pricing.premium.title': 'Premium Access szerződések',
  'plans.pricing.premium.intro': 'Éves szerződések vállalkozásoknak, mindegyik éves letöltési kerettel.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plusz videó',
  'plans.pricing.size.small': 'kis méret',
  'plans.pricing.size.medium': 'közepes méret',
  'plans.pricing.size.high': 'nagy felbontás',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Szerkesztőségi előfizetés',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Egyedi média',
  'plans.pricing.credits': '{count, plural, one {# kredit} other {# kredit}}',
  'plans.pricing.imagePack': '{count, plural, one {# kép} other {# kép}} ({size})',
  'plans.pricing.downloadsPerMonth': '{count, plural, one {havi # letöltés} other {havi # letöltés}}',
  'plans.pricing.downloadsPerYear': '{count, plural, one {évi # letöltés} other {évi # letöltés}}',
  'plans.pricing.customAssets': '{count, plural, one {# exkluzív tartalom} other {# exkluzív tartalom}}',
  'plans.pricing.faq.title': 'Kérdések a csomagokról',
  'plans.pricing.faq.cancel.q': 'Lemondhatok egy előfizetést?',
  'plans.pricing.faq.cancel.a':
    'Igen, bármikor. A havi csomag a kifizetett hónap végéig tart. Az éves csomag nem újul meg, és az éve végéig tart; nincs díj a korai felmondásért, és a megkezdett évet nem térítjük vissza.',
  'plans.pricing.faq.rollover.q': 'Mi lesz a fel nem használt letöltésekkel?',
  'plans.pricing.faq.rollover.a':
    'Éves csomagnál a fel nem használt havi letöltések az éven belül átvihetők, a következő évre nem.',
  'plans.pricing.faq.expiry.q': 'Lejárnak a kreditek és a képcsomagok?',
  'plans.pricing.faq.expiry.a':
    'Nem, amíg legalább évente egyszer bejelentkezik. A fel nem használt csomag {days} napon belül visszatéríthető.',
  'plans.pricing.faq.licence.q': 'Meddig használhatok egy előfizetéses letöltést?',
  'plans.pricing.faq.licence.a':
    'Az a letöltés, amelyet a csomag vége után {days} napon belül nem használnak fel projektben, elveszíti a licencét.',
  'plans.pricing.faq.payment.q': 'Mi történik, ha egy megújítási fizetés sikertelen?',
  'plans.pricing.faq.payment.a':
    '{days} nap alatt {count} alkalommal újra megpróbáljuk, utána a csomag megszűnik.',
  'plans.pricing.faq.tax.q': 'Az árak tartalmazzák az adót?',
  'plans.terms.title': 'Kötelezettség és lemondás',
  'plans.terms.includes': 'Mit tartalmaz',
  'plans.terms.commitment': 'Teljes kötelezettség',
  'plans.terms.cancellation': 'Lemondás',
  'plans.terms.refund': 'Visszatérítés',
  'plans.terms.renewal': 'Megújítás',
  'plans.terms.monthly.commitment':
    '{price}, havonta terhelve. Nincs kötelezettség a kifizetett hónapon túl.',
  'plans.terms.monthly.cancel': 'Bármikor lemondható: a csomag a kifizetett hónap végéig tart.',
  'plans.terms.annual.commitment':
    '{price}, egy fizetés {months} hónapra. Évente megújul, hacsak le nem mondja.',
  'plans.terms.annual.cancel':
    'Bármikor lemondható: ez leállítja a következő megújítást, és a csomag az év végéig tart. Nincs díj a korai felmondásért, és a megkezdett év nem jár vissza.',
  'plans.terms.annual.notice': 'Minden megújítás előtt {days} nappal e-mailt küldünk.',
  'plans.terms.retries':
    'A sikertelen megújítási fizetést {days} nap alatt {count} alkalommal újra megpróbáljuk, utána a csomag megszűnik.',
  'plans.terms.pack.commitment': '{price}, egyszeri fizetés.',
  'plans.terms.pack.refund': 'A fel nem használt csomag {days} napon belül visszatéríthető.',
  'plans.terms.pack.expiry': 'Soha nem jár le, amíg legalább évente egyszer bejelentkezik.',
  'plans.terms.credits.expiry': 'A kreditek soha nem járnak le, amíg legalább évente egyszer bejelentkezik.',
  'plans.terms.tier.essentials': 'Csak Essentials képek (nem exkluzív).',
  'plans.terms.tier.signature': 'Minden jogdíjmentes kép.',
  'plans.terms.tier.signatureplus': 'Minden jogdíjmentes kép és videó.',
  'plans.terms.rollover':
    'A fel nem használt havi letöltések az éven belül átvihetők (a következő évre nem).',
  'plans.terms.useBy':
    'Az a letöltés, amelyet a csomag vége után {days} napon belül nem használnak fel projektben, elveszíti a licencét.',
  'plans.terms.costs': 'Mennyibe kerül egy tartalom',
  'plans.terms.cost.essentialsImage': 'Essentials kép',
  'plans.terms.cost.signatureImage': 'Signature kép',
  'plans.terms.cost.essentialsVideo': 'Essentials videó',
  'plans.terms.cost.signatureVideo': 'Signature videó',
  'plans.terms.cost.extended': 'Kiterjesztett licenc',
  'plans.terms.cost.extendedCredits': '+{image} egy képért, +{video} egy videóért',
  'plans.terms.cap': 'Évente legfeljebb {count, plural, one {# letöltés} other {# letöltés}}.',
  'plans.terms.projectCode': 'Minden letöltéshez projektkód kell.',
  'plans.terms.overage':
    'A kereten felüli letöltések ára darabonként {price}, a következő megújításkor számlázzuk.',
  'plans.terms.custom.delivery': 'Minden Önnek készített tartalom a szállítás után {days} napig letölthető.',
  'plans.terms.tax':
    'Az árak nem tartalmazzák az adót; az adót a pénztárnál a számlázási ország szerint adjuk hozzá.',
};

export default messages;
