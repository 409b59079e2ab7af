import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Tarify a ceny',
  'plans.spend.title': 'Použijte svůj tarif',
  'plans.spend.usesDownloads':
    'Spotřebuje {units, plural, one {# stažení} few {# stažení} many {# stažení} other {# stažení}} z vašich {available, number}',
  'plans.spend.usesCredits':
    'Spotřebuje {units, plural, one {# kredit} few {# kredity} many {# kreditu} other {# kreditů}} z vašich {available, number}',
  'plans.spend.overage': 'Nad limit stažení: bude účtováno s příštím obnovením',
  'plans.spend.refused.not_rf': 'Tarify licencují pouze soubory bez licenčních poplatků',
  'plans.spend.refused.media': 'Tento tarif se na tento druh souboru nevztahuje',
  'plans.spend.refused.tier': 'Tarify Essentials zahrnují pouze soubory Essentials',
  'plans.spend.refused.agreement': 'Tento soubor není součástí této smlouvy',
  'plans.spend.refused.not_delivered': 'Nedodáno v rámci této smlouvy, nebo po lhůtě ke stažení',
  'plans.spend.refused.not_enough': 'Na tomto tarifu nezbývá dost',
  'plans.spend.extended':
    'Přidat rozšířenou licenci: {credits, plural, one {o # kredit víc} few {o # kredity víc} many {o # kreditu víc} other {o # kreditů víc}}',
  'plans.spend.projectCode': 'Kód projektu',
  'plans.spend.projectCodeHint': 'Povinné, pokud to smlouva vyžaduje',
  'plans.spend.note': 'Poznámka (nepovinné)',
  'plans.spend.optional': '(nepovinné)',
  'plans.spend.submit': 'Licencovat s mým tarifem',
  'plans.spend.confirmTitle': 'Potvrďte licenci',
  'plans.spend.confirmBody': 'Licencovat „{title}“ s tarifem {plan}?',
  'plans.spend.confirm': 'Potvrdit a licencovat',
  'plans.spend.back': 'Zpět na soubor',
  'plans.spend.licensedTitle': 'Licencováno',
  'plans.spend.licensedBody': 'K „{title}“ nyní máte licenci.',
  'plans.spend.remainingDownloads':
    'Na tarifu {plan} {remaining, plural, one {zbývá # stažení} few {zbývají # stažení} many {zbývá # stažení} other {zbývá # stažení}}.',
  'plans.spend.remainingCredits':
    'Na tarifu {plan} {remaining, plural, one {zbývá # kredit} few {zbývají # kredity} many {zbývá # kreditu} other {zbývá # kreditů}}.',
  'plans.spend.download': 'Stáhnout soubor',
  'plans.spend.held': 'K tomuto souboru již máte licenci: stáhněte si ho znovu zdarma.',
  'plans.spend.getPlan': 'Stahujte, co potřebujete, s tarifem.',
  'plans.spend.seePlans': 'Zobrazit předplatné',
  'plans.spend.seeCredits': 'Koupit kredity',
  'plans.spend.noneUsable': 'Žádný z vašich tarifů se na tento soubor nevztahuje.',
  'plans.spend.useBy':
    'Když váš tarif skončí, stažení, které nebylo do {days} dnů použito v projektu, ztratí licenci.',
  'plans.spend.yourPlans': 'Vaše tarify',
  'plans.pricing.title': 'Plány a ceny',
  'plans.pricing.intro':
    'Plaťte za obrázky a videa tak, jak pracujete: kredity, když je potřebujete, předplatné pro pravidelnou práci, nebo balíček stažení.',
  'plans.pricing.rates': 'Ceny v {currency}, přepočtené z amerických dolarů podle kurzů ze dne {date}.',
  'plans.pricing.priceUnavailable': 'Cena není k dispozici',
  'plans.pricing.addToCart': 'Přidat do košíku',
  'plans.pricing.viewPlan': 'Zobrazit plán',
  'plans.pricing.back': 'Všechny plány a ceny',
  'plans.pricing.credits.title': 'Balíčky kreditů',
  'plans.pricing.credits.intro':
    'Zaplaťte jednou a kredity použijte na jakýkoli obrázek nebo video bez licenčních poplatků.',
  'plans.pricing.perCredit': '{price} za kredit',
  'plans.pricing.subscriptions.title': 'Předplatné',
  'plans.pricing.subscriptions.intro':
    'Určitý počet stažení každý měsíc. Plaťte měsíčně, nebo jednou za rok a nevyužitá stažení převádějte v rámci roku.',
  'plans.pricing.term.legend': 'Fakturace',
  'plans.pricing.term.monthly': 'Měsíčně',
  'plans.pricing.term.annual': 'Ročně',
  'plans.pricing.perMonth': '{price} měsíčně',
  'plans.pricing.perYear': '{price} ročně',
  'plans.pricing.video.title': 'Premium plus video',
  'plans.pricing.video.intro':
    'Plány Signature plus zahrnují všechny obrázky a videa bez licenčních poplatků.',
  'plans.pricing.imagePacks.title': 'Balíčky obrázků',
  'plans.pricing.imagePacks.intro': 'Určitý počet stažení v jedné velikosti, placený jednou.',
  'plans.pricing.custom.title': 'Média na zakázku',
  'plans.pricing.custom.intro': 'Pošlete nám zadání a vytvoříme pro vás exkluzivní obrázky a videa.',
  'plans.pricing.premium.title': 'Smlouvy Premium Access',
  'plans.pricing.premium.intro': 'Roční smlouvy pro firmy, každá s limitem stažení na rok.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus video',
  'plans.pricing.size.small': 'malá velikost',
  'plans.pricing.size.medium': 'střední velikost',
  'plans.pricing.size.high': 'vysoké rozlišení',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Redakční předplatné',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Média na zakázku',
  'plans.pricing.credits':
    '{count, plural, one {# kredit} few {# kredity} many {# kreditu} other {# kreditů}}',
  'plans.pricing.imagePack':
    '{count, plural, one {# obrázek} few {# obrázky} many {# obrázku} other {# obrázků}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# stažení měsíčně} few {# stažení měsíčně} many {# stažení měsíčně} other {# stažení měsíčně}}',
  'plans.pricing.downloadsPerYear':
    '{count, plural, one {# stažení ročně} few {# stažení ročně} many {# stažení ročně} other {# stažení ročně}}',
  'plans.pricing.customAssets':
    '{count, plural, one {# exkluzivní materiál} few {# exkluzivní materiály} many {# exkluzivního materiálu} other {# exkluzivních materiálů}}',
  'plans.pricing.faq.title': 'Otázky k plánům',
  'plans.pricing.faq.cancel.q': 'Mohu předplatné zrušit?',
  'plans.pricing.faq.cancel.a':
    'Ano, kdykoli. Měsíční plán běží do konce zaplaceného měsíce. Roční plán se přestane obnovovat a běží do konce svého roku; neúčtujeme poplatek za předčasné ukončení a nevracíme peníze za započatý rok.',
  'plans.pricing.faq.rollover.q': 'Co se stane se staženími, která nevyužiji?',
  'plans.pricing.faq.rollover.a':
    'U ročního plánu se nevyužitá měsíční stažení převádějí v rámci roku, ne do dalšího roku.',
  'plans.pricing.faq.expiry.q': 'Vyprší kredity a balíčky obrázků?',
  'plans.pricing.faq.expiry.a':
    'Ne, pokud se přihlásíte alespoň jednou ročně. Nevyužitý balíček lze vrátit do {days} dnů.',
  'plans.pricing.faq.licence.q': 'Jak dlouho mohu stažení z předplatného použít?',
  'plans.pricing.faq.licence.a':
    'Stažení, které není použito v projektu do {days} dnů od konce plánu, ztrácí licenci.',
  'plans.pricing.faq.payment.q': 'Co když platba za obnovení selže?',
  'plans.pricing.faq.payment.a': 'Zkusí se znovu {count}krát během {days} dnů, potom plán zanikne.',
  'plans.pricing.faq.tax.q': 'Zahrnují ceny daň?',
  'plans.terms.title': 'Závazek a zrušení',
  'plans.terms.includes': 'Co obsahuje',
  'plans.terms.commitment': 'Celkový závazek',
  'plans.terms.cancellation': 'Zrušení',
  'plans.terms.refund': 'Vrácení peněz',
  'plans.terms.renewal': 'Obnovení',
  'plans.terms.monthly.commitment':
    '{price}, účtováno každý měsíc. Žádný závazek nad rámec zaplaceného měsíce.',
  'plans.terms.monthly.cancel': 'Zrušte kdykoli: plán běží do konce zaplaceného měsíce.',
  'plans.terms.annual.commitment':
    '{price}, jedna platba za {months} měsíců. Obnovuje se každý rok, pokud jej nezrušíte.',
  'plans.terms.annual.cancel':
    'Zrušte kdykoli: tím se zastaví další obnovení a plán běží do konce roku. Žádný poplatek za předčasné ukončení a žádné vrácení peněz za započatý rok.',
  'plans.terms.annual.notice': 'Pošleme vám e-mail {days} dnů před každým obnovením.',
  'plans.terms.retries':
    'Neúspěšná platba za obnovení se zkusí znovu {count}krát během {days} dnů, potom plán zanikne.',
  'plans.terms.pack.commitment': '{price}, jedna platba.',
  'plans.terms.pack.refund': 'Nevyužitý balíček lze vrátit do {days} dnů.',
  'plans.terms.pack.expiry': 'Nikdy nevyprší, pokud se přihlásíte alespoň jednou ročně.',
  'plans.terms.credits.expiry': 'Kredity nikdy nevyprší, pokud se přihlásíte alespoň jednou ročně.',
  'plans.terms.tier.essentials': 'Pouze obrázky Essentials (neexkluzivní).',
  'plans.terms.tier.signature': 'Všechny obrázky bez licenčních poplatků.',
  'plans.terms.tier.signatureplus': 'Všechny obrázky a videa bez licenčních poplatků.',
  'plans.terms.rollover': 'Nevyužitá měsíční stažení se převádějí v rámci roku (ne do dalšího roku).',
  'plans.terms.useBy': 'Stažení, které není použito v projektu do {days} dnů od konce plánu, ztrácí licenci.',
  'plans.terms.costs': 'Kolik stojí materiál',
  'plans.terms.cost.essentialsImage': 'Obrázek Essentials',
  'plans.terms.cost.signatureImage': 'Obrázek Signature',
  'plans.terms.cost.essentialsVideo': 'Video Essentials',
  'plans.terms.cost.signatureVideo': 'Video Signature',
  'plans.terms.cost.extended': 'Rozšířená licence',
  'plans.terms.cost.extendedCredits': '+{image} za obrázek, +{video} za video',
  'plans.terms.cap':
    'Až {count, plural, one {# stažení} few {# stažení} many {# stažení} other {# stažení}} ročně.',
  'plans.terms.projectCode': 'Každé stažení vyžaduje kód projektu.',
  'plans.terms.overage': 'Stažení nad limit stojí {price} za kus a účtují se při dalším obnovení.',
  'plans.terms.custom.delivery': 'Každý materiál vytvořený pro vás lze stahovat {days} dnů po dodání.',
  'plans.terms.tax': 'Ceny jsou bez daně; daň se připočte v pokladně podle země fakturace.',
};

export default messages;
