import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Tarife und Preise',
  'plans.spend.title': 'Ihren Tarif nutzen',
  'plans.spend.usesDownloads':
    'Verbraucht {units, plural, one {# Download} other {# Downloads}} von Ihren {available, number}',
  'plans.spend.usesCredits':
    'Verbraucht {units, plural, one {# Credit} other {# Credits}} von Ihren {available, number}',
  'plans.spend.overage': 'Über Ihrem Download-Limit: wird mit Ihrer nächsten Verlängerung abgerechnet',
  'plans.spend.refused.not_rf': 'Über Tarife sind nur lizenzfreie Dateien lizenzierbar',
  'plans.spend.refused.media': 'Dieser Tarif gilt nicht für diese Art von Datei',
  'plans.spend.refused.tier': 'Essentials-Tarife gelten nur für Essentials-Dateien',
  'plans.spend.refused.agreement': 'Diese Datei gehört nicht zu dieser Vereinbarung',
  'plans.spend.refused.not_delivered':
    'Für diese Vereinbarung nicht bereitgestellt oder Download-Frist abgelaufen',
  'plans.spend.refused.not_enough': 'In diesem Tarif ist nicht mehr genug übrig',
  'plans.spend.extended':
    'Erweiterte Lizenz hinzufügen: {credits, plural, one {# weiterer Credit} other {# weitere Credits}}',
  'plans.spend.projectCode': 'Projektcode',
  'plans.spend.projectCodeHint': 'Erforderlich, wenn die Vereinbarung einen verlangt',
  'plans.spend.note': 'Notiz (optional)',
  'plans.spend.optional': '(optional)',
  'plans.spend.submit': 'Mit meinem Tarif lizenzieren',
  'plans.spend.confirmTitle': 'Lizenz bestätigen',
  'plans.spend.confirmBody': '„{title}“ mit {plan} lizenzieren?',
  'plans.spend.confirm': 'Bestätigen und lizenzieren',
  'plans.spend.back': 'Zurück zur Datei',
  'plans.spend.licensedTitle': 'Lizenziert',
  'plans.spend.licensedBody': '„{title}“ ist jetzt für Sie lizenziert.',
  'plans.spend.remainingDownloads':
    'Noch {remaining, plural, one {# Download} other {# Downloads}} in {plan}.',
  'plans.spend.remainingCredits': 'Noch {remaining, plural, one {# Credit} other {# Credits}} in {plan}.',
  'plans.spend.download': 'Datei herunterladen',
  'plans.spend.held':
    'Sie besitzen bereits eine Lizenz für diese Datei: Laden Sie sie kostenlos erneut herunter.',
  'plans.spend.getPlan': 'Laden Sie mit einem Tarif herunter, was Sie brauchen.',
  'plans.spend.seePlans': 'Abos ansehen',
  'plans.spend.seeCredits': 'Credits kaufen',
  'plans.spend.noneUsable': 'Keiner Ihrer Tarife deckt diese Datei ab.',
  'plans.spend.useBy':
    'Wenn Ihr Tarif endet, verliert ein Download, der nicht innerhalb von {days} Tagen in einem Projekt verwendet wurde, seine Lizenz.',
  'plans.spend.yourPlans': 'Ihre Tarife',
  'plans.pricing.title': 'Pläne und Preise',
  'plans.pricing.intro':
    'Bezahlen Sie Bilder und Videos so, wie Sie arbeiten: Credits nach Bedarf, ein Abo für regelmäßige Arbeit oder ein Paket an Downloads.',
  'plans.pricing.rates': 'Preise in {currency}, umgerechnet aus US-Dollar zu den Wechselkursen vom {date}.',
  'plans.pricing.priceUnavailable': 'Preis nicht verfügbar',
  'plans.pricing.addToCart': 'In den Warenkorb',
  'plans.pricing.viewPlan': 'Plan ansehen',
  'plans.pricing.back': 'Alle Pläne und Preise',
  'plans.pricing.credits.title': 'Credit-Pakete',
  'plans.pricing.credits.intro':
    'Einmal bezahlen und Credits für jedes lizenzfreie Bild oder Video einsetzen.',
  'plans.pricing.perCredit': '{price} pro Credit',
  'plans.pricing.subscriptions.title': 'Abonnements',
  'plans.pricing.subscriptions.intro':
    'Jeden Monat eine feste Zahl an Downloads. Zahlen Sie monatlich oder einmal für ein Jahr und nehmen Sie ungenutzte Downloads innerhalb des Jahres mit.',
  'plans.pricing.term.legend': 'Abrechnung',
  'plans.pricing.term.monthly': 'Monatlich',
  'plans.pricing.term.annual': 'Jährlich',
  'plans.pricing.perMonth': '{price} pro Monat',
  'plans.pricing.perYear': '{price} pro Jahr',
  'plans.pricing.video.title': 'Premium plus Video',
  'plans.pricing.video.intro': 'Signature-plus-Pläne umfassen alle lizenzfreien Bilder und Videos.',
  'plans.pricing.imagePacks.title': 'Bildpakete',
  'plans.pricing.imagePacks.intro': 'Eine Zahl an Downloads in einer Größe, einmal bezahlt.',
  'plans.pricing.custom.title': 'Individuelle Medien',
  'plans.pricing.custom.intro':
    'Schicken Sie uns Briefings, und wir erstellen exklusive Bilder und Videos für Sie.',
  'plans.pricing.premium.title': 'Premium-Access-Vereinbarungen',
  'plans.pricing.premium.intro':
    'Jahresvereinbarungen für Unternehmen, jede mit einer Download-Obergrenze für das Jahr.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus Video',
  'plans.pricing.size.small': 'klein',
  'plans.pricing.size.medium': 'mittel',
  'plans.pricing.size.high': 'hohe Auflösung',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Redaktionelles Abonnement',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Individuelle Medien',
  'plans.pricing.credits': '{count, plural, one {# Credit} other {# Credits}}',
  'plans.pricing.imagePack': '{count, plural, one {# Bild} other {# Bilder}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# Download pro Monat} other {# Downloads pro Monat}}',
  'plans.pricing.downloadsPerYear': '{count, plural, one {# Download pro Jahr} other {# Downloads pro Jahr}}',
  'plans.pricing.customAssets': '{count, plural, one {# exklusives Asset} other {# exklusive Assets}}',
  'plans.pricing.faq.title': 'Fragen zu den Plänen',
  'plans.pricing.faq.cancel.q': 'Kann ich ein Abonnement kündigen?',
  'plans.pricing.faq.cancel.a':
    'Ja, jederzeit. Ein Monatsplan läuft bis zum Ende des bezahlten Monats. Ein Jahresplan verlängert sich nicht mehr und läuft bis zum Ende seines Jahres; es gibt keine Gebühr für vorzeitige Kündigung und keine Erstattung eines begonnenen Jahres.',
  'plans.pricing.faq.rollover.q': 'Was passiert mit Downloads, die ich nicht nutze?',
  'plans.pricing.faq.rollover.a':
    'Bei einem Jahresplan werden ungenutzte monatliche Downloads innerhalb des Jahres übertragen, nicht ins nächste Jahr.',
  'plans.pricing.faq.expiry.q': 'Verfallen Credits und Bildpakete?',
  'plans.pricing.faq.expiry.a':
    'Nein, solange Sie sich mindestens einmal im Jahr anmelden. Ein ungenutztes Paket kann innerhalb von {days} Tagen erstattet werden.',
  'plans.pricing.faq.licence.q': 'Wie lange kann ich einen Abo-Download nutzen?',
  'plans.pricing.faq.licence.a':
    'Ein Download, der nicht innerhalb von {days} Tagen nach dem Ende des Plans in einem Projekt verwendet wird, verliert seine Lizenz.',
  'plans.pricing.faq.payment.q': 'Was passiert, wenn eine Verlängerungszahlung fehlschlägt?',
  'plans.pricing.faq.payment.a':
    'Sie wird {count}-mal über {days} Tage erneut versucht, danach läuft der Plan aus.',
  'plans.pricing.faq.tax.q': 'Sind die Preise inklusive Steuern?',
  'plans.terms.title': 'Verpflichtung und Kündigung',
  'plans.terms.includes': 'Was enthalten ist',
  'plans.terms.commitment': 'Gesamtverpflichtung',
  'plans.terms.cancellation': 'Kündigung',
  'plans.terms.refund': 'Erstattung',
  'plans.terms.renewal': 'Verlängerung',
  'plans.terms.monthly.commitment':
    '{price}, monatlich berechnet. Keine Verpflichtung über den bezahlten Monat hinaus.',
  'plans.terms.monthly.cancel': 'Jederzeit kündbar: Der Plan läuft bis zum Ende des bezahlten Monats.',
  'plans.terms.annual.commitment':
    '{price}, eine Zahlung für {months} Monate. Verlängert sich jedes Jahr, sofern Sie nicht kündigen.',
  'plans.terms.annual.cancel':
    'Jederzeit kündbar: Das stoppt die nächste Verlängerung, und der Plan läuft bis zum Ende des Jahres. Keine Gebühr für vorzeitige Kündigung und keine Erstattung eines begonnenen Jahres.',
  'plans.terms.annual.notice': 'Wir schreiben Ihnen {days} Tage vor jeder Verlängerung eine E-Mail.',
  'plans.terms.retries':
    'Eine fehlgeschlagene Verlängerungszahlung wird {count}-mal über {days} Tage erneut versucht, danach läuft der Plan aus.',
  'plans.terms.pack.commitment': '{price}, eine Zahlung.',
  'plans.terms.pack.refund': 'Ein ungenutztes Paket kann innerhalb von {days} Tagen erstattet werden.',
  'plans.terms.pack.expiry': 'Verfällt nie, solange Sie sich mindestens einmal im Jahr anmelden.',
  'plans.terms.credits.expiry': 'Credits verfallen nie, solange Sie sich mindestens einmal im Jahr anmelden.',
  'plans.terms.tier.essentials': 'Nur Essentials-Bilder (nicht exklusiv).',
  'plans.terms.tier.signature': 'Alle lizenzfreien Bilder.',
  'plans.terms.tier.signatureplus': 'Alle lizenzfreien Bilder und Videos.',
  'plans.terms.rollover':
    'Ungenutzte monatliche Downloads werden innerhalb des Jahres übertragen (nicht ins nächste Jahr).',
  'plans.terms.useBy':
    'Ein Download, der nicht innerhalb von {days} Tagen nach dem Ende des Plans in einem Projekt verwendet wird, verliert seine Lizenz.',
  'plans.terms.costs': 'Was ein Asset kostet',
  'plans.terms.cost.essentialsImage': 'Essentials-Bild',
  'plans.terms.cost.signatureImage': 'Signature-Bild',
  'plans.terms.cost.essentialsVideo': 'Essentials-Video',
  'plans.terms.cost.signatureVideo': 'Signature-Video',
  'plans.terms.cost.extended': 'Erweiterte Lizenz',
  'plans.terms.cost.extendedCredits': '+{image} für ein Bild, +{video} für ein Video',
  'plans.terms.cap': 'Bis zu {count, plural, one {# Download} other {# Downloads}} pro Jahr.',
  'plans.terms.projectCode': 'Jeder Download fragt nach einem Projektcode.',
  'plans.terms.overage':
    'Downloads über der Obergrenze werden mit {price} pro Stück mit der nächsten Verlängerung berechnet.',
  'plans.terms.custom.delivery':
    'Jedes für Sie erstellte Asset kann nach der Lieferung {days} Tage lang heruntergeladen werden.',
  'plans.terms.tax':
    'Preise ohne Steuern; die Steuer wird an der Kasse nach Ihrem Rechnungsland hinzugefügt.',
};

export default messages;
