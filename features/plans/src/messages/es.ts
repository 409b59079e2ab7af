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
};

export default messages;
