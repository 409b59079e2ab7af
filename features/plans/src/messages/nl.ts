import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Pakketten en prijzen',
  'plans.spend.title': 'Je pakket gebruiken',
  'plans.spend.usesDownloads':
    'Gebruikt {units, plural, one {# download} other {# downloads}} van je {available, number}',
  'plans.spend.usesCredits':
    'Gebruikt {units, plural, one {# credit} other {# credits}} van je {available, number}',
  'plans.spend.overage': 'Boven je downloadlimiet: gefactureerd bij je volgende verlenging',
  'plans.spend.refused.not_rf': 'Met pakketten licentieer je alleen royaltyvrije bestanden',
  'plans.spend.refused.media': 'Dit pakket geldt niet voor dit soort bestanden',
  'plans.spend.refused.tier': 'Essentials-pakketten gelden alleen voor Essentials-bestanden',
  'plans.spend.refused.agreement': 'Dit bestand hoort niet bij deze overeenkomst',
  'plans.spend.refused.not_delivered':
    'Niet geleverd voor deze overeenkomst, of de downloadtermijn is verstreken',
  'plans.spend.refused.not_enough': 'Niet genoeg over in dit pakket',
  'plans.spend.extended':
    'Uitgebreide licentie toevoegen: {credits, plural, one {# credit extra} other {# credits extra}}',
  'plans.spend.projectCode': 'Projectcode',
  'plans.spend.projectCodeHint': 'Verplicht als de overeenkomst erom vraagt',
  'plans.spend.note': 'Notitie (optioneel)',
  'plans.spend.optional': '(optioneel)',
  'plans.spend.submit': 'Licentiëren met mijn pakket',
  'plans.spend.confirmTitle': 'Bevestig je licentie',
  'plans.spend.confirmBody': '„{title}” licentiëren met {plan}?',
  'plans.spend.confirm': 'Bevestigen en licentiëren',
  'plans.spend.back': 'Terug naar het bestand',
  'plans.spend.licensedTitle': 'Gelicentieerd',
  'plans.spend.licensedBody': 'Je hebt nu een licentie voor „{title}”.',
  'plans.spend.remainingDownloads':
    'Nog {remaining, plural, one {# download} other {# downloads}} over in {plan}.',
  'plans.spend.remainingCredits': 'Nog {remaining, plural, one {# credit} other {# credits}} over in {plan}.',
  'plans.spend.download': 'Bestand downloaden',
  'plans.spend.held': 'Je hebt al een licentie voor dit bestand: download het opnieuw zonder kosten.',
  'plans.spend.getPlan': 'Download wat je nodig hebt met een pakket.',
  'plans.spend.seePlans': 'Abonnementen bekijken',
  'plans.spend.seeCredits': 'Credits kopen',
  'plans.spend.noneUsable': 'Geen van je pakketten geldt voor dit bestand.',
  'plans.spend.useBy':
    'Als je pakket afloopt, verliest een download die niet binnen {days} dagen in een project is gebruikt zijn licentie.',
  'plans.spend.yourPlans': 'Je pakketten',
  'plans.pricing.title': 'Abonnementen en prijzen',
  'plans.pricing.intro':
    'Betaal voor beelden en video zoals u werkt: credits wanneer u ze nodig hebt, een abonnement voor vast werk of een pakket downloads.',
  'plans.pricing.rates':
    'Prijzen in {currency}, omgerekend uit Amerikaanse dollars tegen de wisselkoersen van {date}.',
  'plans.pricing.priceUnavailable': 'Prijs niet beschikbaar',
  'plans.pricing.addToCart': 'In winkelwagen',
  'plans.pricing.viewPlan': 'Bekijk abonnement',
  'plans.pricing.back': 'Alle abonnementen en prijzen',
  'plans.pricing.credits.title': 'Creditpakketten',
  'plans.pricing.credits.intro':
    'Eén keer betalen en credits besteden aan elk royaltyvrij beeld of elke royaltyvrije video.',
  'plans.pricing.perCredit': '{price} per credit',
  'plans.pricing.subscriptions.title': 'Abonnementen',
  'plans.pricing.subscriptions.intro':
    'Elke maand een aantal downloads. Betaal per maand, of betaal één keer voor een jaar en neem ongebruikte downloads binnen het jaar mee.',
  'plans.pricing.term.legend': 'Facturering',
  'plans.pricing.term.monthly': 'Maandelijks',
  'plans.pricing.term.annual': 'Jaarlijks',
  'plans.pricing.perMonth': '{price} per maand',
  'plans.pricing.perYear': '{price} per jaar',
  'plans.pricing.video.title': 'Premium plus video',
  'plans.pricing.video.intro': 'Signature plus-abonnementen dekken alle royaltyvrije beelden en video’s.',
  'plans.pricing.imagePacks.title': 'Beeldpakketten',
  'plans.pricing.imagePacks.intro': 'Een aantal downloads in één formaat, één keer betaald.',
  'plans.pricing.custom.title': 'Maatwerkmedia',
  'plans.pricing.custom.intro': 'Stuur ons briefings en wij maken exclusieve beelden en video’s voor u.',
  'plans.pricing.premium.title': 'Premium Access-overeenkomsten',
  'plans.pricing.premium.intro':
    'Jaarovereenkomsten voor bedrijven, elk met een downloadlimiet voor het jaar.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus video',
  'plans.pricing.size.small': 'klein',
  'plans.pricing.size.medium': 'middel',
  'plans.pricing.size.high': 'hoge resolutie',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Redactioneel abonnement',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Maatwerkmedia',
  'plans.pricing.credits': '{count, plural, one {# credit} other {# credits}}',
  'plans.pricing.imagePack': '{count, plural, one {# beeld} other {# beelden}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# download per maand} other {# downloads per maand}}',
  'plans.pricing.downloadsPerYear': '{count, plural, one {# download per jaar} other {# downloads per jaar}}',
  'plans.pricing.customAssets': '{count, plural, one {# exclusief item} other {# exclusieve items}}',
  'plans.pricing.faq.title': 'Vragen over abonnementen',
  'plans.pricing.faq.cancel.q': 'Kan ik een abonnement opzeggen?',
  'plans.pricing.faq.cancel.a':
    'Ja, altijd. Een maandabonnement loopt tot het einde van de betaalde maand. Een jaarabonnement wordt niet meer verlengd en loopt tot het einde van zijn jaar; er zijn geen kosten voor vroegtijdige beëindiging en een begonnen jaar wordt niet terugbetaald.',
  'plans.pricing.faq.rollover.q': 'Wat gebeurt er met downloads die ik niet gebruik?',
  'plans.pricing.faq.rollover.a':
    'Bij een jaarabonnement worden ongebruikte maandelijkse downloads binnen het jaar meegenomen, niet naar het volgende jaar.',
  'plans.pricing.faq.expiry.q': 'Verlopen credits en beeldpakketten?',
  'plans.pricing.faq.expiry.a':
    'Nee, zolang u minstens één keer per jaar inlogt. Een ongebruikt pakket kan binnen {days} dagen worden terugbetaald.',
  'plans.pricing.faq.licence.q': 'Hoe lang kan ik een abonnementsdownload gebruiken?',
  'plans.pricing.faq.licence.a':
    'Een download die niet binnen {days} dagen na het einde van het abonnement in een project is gebruikt, verliest zijn licentie.',
  'plans.pricing.faq.payment.q': 'Wat als een verlengingsbetaling mislukt?',
  'plans.pricing.faq.payment.a':
    'Die wordt {count} keer opnieuw geprobeerd over {days} dagen, daarna vervalt het abonnement.',
  'plans.pricing.faq.tax.q': 'Zijn de prijzen inclusief belasting?',
  'plans.terms.title': 'Verplichting en opzegging',
  'plans.terms.includes': 'Wat is inbegrepen',
  'plans.terms.commitment': 'Totale verplichting',
  'plans.terms.cancellation': 'Opzegging',
  'plans.terms.refund': 'Terugbetaling',
  'plans.terms.renewal': 'Verlenging',
  'plans.terms.monthly.commitment':
    '{price}, elke maand in rekening gebracht. Geen verplichting na de betaalde maand.',
  'plans.terms.monthly.cancel': 'Altijd opzegbaar: het abonnement loopt tot het einde van de betaalde maand.',
  'plans.terms.annual.commitment':
    '{price}, één betaling voor {months} maanden. Wordt elk jaar verlengd, tenzij u opzegt.',
  'plans.terms.annual.cancel':
    'Altijd opzegbaar: dat stopt de volgende verlenging en het abonnement loopt tot het einde van het jaar. Geen kosten voor vroegtijdige beëindiging en geen terugbetaling van een begonnen jaar.',
  'plans.terms.annual.notice': 'We mailen u {days} dagen voor elke verlenging.',
  'plans.terms.retries':
    'Een mislukte verlengingsbetaling wordt {count} keer opnieuw geprobeerd over {days} dagen, daarna vervalt het abonnement.',
  'plans.terms.pack.commitment': '{price}, één betaling.',
  'plans.terms.pack.refund': 'Een ongebruikt pakket kan binnen {days} dagen worden terugbetaald.',
  'plans.terms.pack.expiry': 'Verloopt nooit zolang u minstens één keer per jaar inlogt.',
  'plans.terms.credits.expiry': 'Credits verlopen nooit zolang u minstens één keer per jaar inlogt.',
  'plans.terms.tier.essentials': 'Alleen Essentials-beelden (niet-exclusief).',
  'plans.terms.tier.signature': 'Alle royaltyvrije beelden.',
  'plans.terms.tier.signatureplus': 'Alle royaltyvrije beelden en video’s.',
  'plans.terms.rollover':
    'Ongebruikte maandelijkse downloads worden binnen het jaar meegenomen (niet naar het volgende jaar).',
  'plans.terms.useBy':
    'Een download die niet binnen {days} dagen na het einde van het abonnement in een project is gebruikt, verliest zijn licentie.',
  'plans.terms.costs': 'Wat een item kost',
  'plans.terms.cost.essentialsImage': 'Essentials-beeld',
  'plans.terms.cost.signatureImage': 'Signature-beeld',
  'plans.terms.cost.essentialsVideo': 'Essentials-video',
  'plans.terms.cost.signatureVideo': 'Signature-video',
  'plans.terms.cost.extended': 'Uitgebreide licentie',
  'plans.terms.cost.extendedCredits': '+{image} voor een beeld, +{video} voor een video',
  'plans.terms.cap': 'Tot {count, plural, one {# download} other {# downloads}} per jaar.',
  'plans.terms.projectCode': 'Bij elke download wordt om een projectcode gevraagd.',
  'plans.terms.overage':
    'Downloads boven de limiet kosten {price} per stuk en worden bij de volgende verlenging berekend.',
  'plans.terms.custom.delivery':
    'Elk item dat voor u is gemaakt, kan na levering {days} dagen worden gedownload.',
  'plans.terms.tax':
    'Prijzen exclusief belasting; de belasting wordt bij het afrekenen toegevoegd op basis van uw factuurland.',
};

export default messages;
