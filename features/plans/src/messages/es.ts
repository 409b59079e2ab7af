import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Planes y precios',
  'plans.spend.title': 'Usa tu plan',
  'plans.spend.usesDownloads':
    'Usa {units, plural, one {# descarga} many {# de descargas} other {# descargas}} de tus {available, number}',
  'plans.spend.usesCredits':
    'Usa {units, plural, one {# crédito} many {# de créditos} other {# créditos}} de tus {available, number}',
  'plans.spend.overage': 'Por encima de tu límite de descargas: se factura con tu próxima renovación',
  'plans.spend.refused.not_rf': 'Los planes solo licencian archivos libres de derechos',
  'plans.spend.refused.media': 'Este plan no cubre este tipo de archivo',
  'plans.spend.refused.tier': 'Los planes Essentials solo cubren archivos Essentials',
  'plans.spend.refused.agreement': 'Este archivo no forma parte de este acuerdo',
  'plans.spend.refused.not_delivered': 'No entregado para este acuerdo, o fuera de su plazo de descarga',
  'plans.spend.refused.not_enough': 'No queda saldo suficiente en este plan',
  'plans.spend.extended':
    'Añade la licencia ampliada: {credits, plural, one {# crédito más} many {# de créditos más} other {# créditos más}}',
  'plans.spend.projectCode': 'Código de proyecto',
  'plans.spend.projectCodeHint': 'Obligatorio cuando el acuerdo lo exige',
  'plans.spend.note': 'Nota (opcional)',
  'plans.spend.optional': '(opcional)',
  'plans.spend.submit': 'Licenciar con mi plan',
  'plans.spend.confirmTitle': 'Confirma tu licencia',
  'plans.spend.confirmBody': '¿Licenciar «{title}» con {plan}?',
  'plans.spend.confirm': 'Confirmar y licenciar',
  'plans.spend.back': 'Volver al archivo',
  'plans.spend.licensedTitle': 'Licenciado',
  'plans.spend.licensedBody': 'Ya tienes la licencia de «{title}».',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {Queda # descarga} many {Quedan # de descargas} other {Quedan # descargas}} en {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {Queda # crédito} many {Quedan # de créditos} other {Quedan # créditos}} en {plan}.',
  'plans.spend.download': 'Descargar el archivo',
  'plans.spend.held': 'Ya tienes una licencia para este archivo: descárgalo de nuevo sin coste.',
  'plans.spend.getPlan': 'Descarga lo que necesites con un plan.',
  'plans.spend.seePlans': 'Ver suscripciones',
  'plans.spend.seeCredits': 'Comprar créditos',
  'plans.spend.noneUsable': 'Ninguno de tus planes cubre este archivo.',
  'plans.spend.useBy':
    'Cuando termine tu plan, una descarga que no se haya usado en un proyecto en {days} días perderá su licencia.',
  'plans.spend.yourPlans': 'Tus planes',
  'plans.pricing.title': 'Planes y precios',
  'plans.pricing.intro':
    'Paga imágenes y vídeos como trabajas: créditos cuando los necesites, una suscripción para el trabajo constante o un paquete de descargas.',
  'plans.pricing.rates':
    'Precios en {currency}, convertidos desde dólares estadounidenses al tipo de cambio del {date}.',
  'plans.pricing.priceUnavailable': 'Precio no disponible',
  'plans.pricing.addToCart': 'Añadir al carrito',
  'plans.pricing.viewPlan': 'Ver plan',
  'plans.pricing.back': 'Todos los planes y precios',
  'plans.pricing.credits.title': 'Paquetes de créditos',
  'plans.pricing.credits.intro':
    'Paga una vez y usa los créditos en cualquier imagen o vídeo libre de derechos.',
  'plans.pricing.perCredit': '{price} por crédito',
  'plans.pricing.subscriptions.title': 'Suscripciones',
  'plans.pricing.subscriptions.intro':
    'Un número de descargas cada mes. Paga cada mes, o paga una vez por un año y acumula las descargas no usadas dentro del año.',
  'plans.pricing.term.legend': 'Facturación',
  'plans.pricing.term.monthly': 'Mensual',
  'plans.pricing.term.annual': 'Anual',
  'plans.pricing.perMonth': '{price} al mes',
  'plans.pricing.perYear': '{price} al año',
  'plans.pricing.video.title': 'Premium plus vídeo',
  'plans.pricing.video.intro':
    'Los planes Signature plus cubren todas las imágenes y vídeos libres de derechos.',
  'plans.pricing.imagePacks.title': 'Paquetes de imágenes',
  'plans.pricing.imagePacks.intro': 'Un número de descargas en un tamaño, pagado una vez.',
  'plans.pricing.custom.title': 'Contenido a medida',
  'plans.pricing.custom.intro': 'Envíanos tus encargos y creamos para ti imágenes y vídeos exclusivos.',
  'plans.pricing.premium.title': 'Acuerdos Premium Access',
  'plans.pricing.premium.intro':
    'Acuerdos anuales para empresas, cada uno con un límite de descargas para el año.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus vídeo',
  'plans.pricing.size.small': 'tamaño pequeño',
  'plans.pricing.size.medium': 'tamaño mediano',
  'plans.pricing.size.high': 'alta resolución',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Suscripción editorial',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Contenido a medida',
  'plans.pricing.credits': '{count, plural, one {# crédito} other {# créditos}}',
  'plans.pricing.imagePack': '{count, plural, one {# imagen} other {# imágenes}} ({size})',
  'plans.pricing.downloadsPerMonth': '{count, plural, one {# descarga al mes} other {# descargas al mes}}',
  'plans.pricing.downloadsPerYear': '{count, plural, one {# descarga al año} other {# descargas al año}}',
  'plans.pricing.customAssets':
    '{count, plural, one {# contenido exclusivo} other {# contenidos exclusivos}}',
  'plans.pricing.faq.title': 'Preguntas sobre los planes',
  'plans.pricing.faq.cancel.q': '¿Puedo cancelar una suscripción?',
  'plans.pricing.faq.cancel.a':
    'Sí, en cualquier momento. Un plan mensual sigue hasta el final del mes pagado. Un plan anual deja de renovarse y sigue hasta el final de su año; no hay penalización por cancelación anticipada ni reembolso de un año ya empezado.',
  'plans.pricing.faq.rollover.q': '¿Qué pasa con las descargas que no uso?',
  'plans.pricing.faq.rollover.a':
    'En un plan anual, las descargas mensuales no usadas se acumulan dentro del año, no pasan al año siguiente.',
  'plans.pricing.faq.expiry.q': '¿Caducan los créditos y los paquetes de imágenes?',
  'plans.pricing.faq.expiry.a':
    'No, mientras inicies sesión al menos una vez al año. Un paquete sin usar se puede reembolsar en un plazo de {days} días.',
  'plans.pricing.faq.licence.q': '¿Cuánto tiempo puedo usar una descarga de suscripción?',
  'plans.pricing.faq.licence.a':
    'Una descarga que no se use en un proyecto en los {days} días siguientes al final del plan pierde su licencia.',
  'plans.pricing.faq.payment.q': '¿Qué pasa si falla el pago de una renovación?',
  'plans.pricing.faq.payment.a': 'Se reintenta {count} veces durante {days} días y después el plan caduca.',
  'plans.pricing.faq.tax.q': '¿Los precios incluyen impuestos?',
  'plans.terms.title': 'Compromiso y cancelación',
  'plans.terms.includes': 'Qué incluye',
  'plans.terms.commitment': 'Compromiso total',
  'plans.terms.cancellation': 'Cancelación',
  'plans.terms.refund': 'Reembolso',
  'plans.terms.renewal': 'Renovación',
  'plans.terms.monthly.commitment': '{price}, cobrado cada mes. Sin compromiso más allá del mes pagado.',
  'plans.terms.monthly.cancel': 'Cancela cuando quieras: el plan sigue hasta el final del mes pagado.',
  'plans.terms.annual.commitment':
    '{price}, un pago por {months} meses. Se renueva cada año salvo que lo canceles.',
  'plans.terms.annual.cancel':
    'Cancela cuando quieras: eso detiene la próxima renovación y el plan sigue hasta el final del año. Sin penalización por cancelación anticipada ni reembolso de un año ya empezado.',
  'plans.terms.annual.notice': 'Te escribimos {days} días antes de cada renovación.',
  'plans.terms.retries':
    'Un pago de renovación fallido se reintenta {count} veces durante {days} días y después el plan caduca.',
  'plans.terms.pack.commitment': '{price}, un solo pago.',
  'plans.terms.pack.refund': 'Un paquete sin usar se puede reembolsar en un plazo de {days} días.',
  'plans.terms.pack.expiry': 'No caduca mientras inicies sesión al menos una vez al año.',
  'plans.terms.credits.expiry': 'Los créditos no caducan mientras inicies sesión al menos una vez al año.',
  'plans.terms.tier.essentials': 'Solo imágenes Essentials (no exclusivas).',
  'plans.terms.tier.signature': 'Todas las imágenes libres de derechos.',
  'plans.terms.tier.signatureplus': 'Todas las imágenes y vídeos libres de derechos.',
  'plans.terms.rollover':
    'Las descargas mensuales no usadas se acumulan dentro del año (no pasan al año siguiente).',
  'plans.terms.useBy':
    'Una descarga que no se use en un proyecto en los {days} días siguientes al final del plan pierde su licencia.',
  'plans.terms.costs': 'Lo que cuesta un contenido',
  'plans.terms.cost.essentialsImage': 'Imagen Essentials',
  'plans.terms.cost.signatureImage': 'Imagen Signature',
  'plans.terms.cost.essentialsVideo': 'Vídeo Essentials',
  'plans.terms.cost.signatureVideo': 'Vídeo Signature',
  'plans.terms.cost.extended': 'Licencia ampliada',
  'plans.terms.cost.extendedCredits': '+{image} por una imagen, +{video} por un vídeo',
  'plans.terms.cap': 'Hasta {count, plural, one {# descarga} other {# descargas}} al año.',
  'plans.terms.projectCode': 'Cada descarga pide un código de proyecto.',
  'plans.terms.overage':
    'Las descargas por encima del límite se cobran a {price} cada una con la próxima renovación.',
  'plans.terms.custom.delivery':
    'Cada contenido creado para ti se puede descargar durante {days} días después de la entrega.',
  'plans.terms.tax': 'Precios sin impuestos; el impuesto se añade al pagar según tu país de facturación.',
};

export default messages;
