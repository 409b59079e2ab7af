import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Tus opciones de privacidad',
  'analytics.consent.intro':
    'Usamos cookies para que la tienda funcione y, con tu permiso, para medir su uso y mostrarte ofertas adecuadas.',
  'analytics.consent.acceptAll': 'Aceptar todas',
  'analytics.consent.rejectAll': 'Solo necesarias',
  'analytics.consent.customise': 'Elegir cookies',
  'analytics.consent.save': 'Guardar selección',
  'analytics.consent.close': 'Cerrar y aceptar todas las cookies',
  'analytics.consent.alwaysOn': 'Siempre activas',
  'analytics.consent.settings': 'Configuración de cookies',
  'analytics.consent.pageIntro':
    'Elige qué cookies puede usar esta tienda. Puedes cambiar de opinión cuando quieras desde el enlace al pie de cada página.',
  'analytics.consent.group.C0001': 'Estrictamente necesarias',
  'analytics.consent.group.C0001.desc': 'Inicio de sesión, carrito y seguridad. No se pueden desactivar.',
  'analytics.consent.group.C0002': 'Rendimiento',
  'analytics.consent.group.C0002.desc':
    'Cuenta las visitas y mide la velocidad de las páginas para mejorar la tienda.',
  'analytics.consent.group.C0003': 'Funcionales',
  'analytics.consent.group.C0003.desc': 'Recuerda opciones como tu país y tu idioma.',
  'analytics.consent.group.C0004': 'Publicidad dirigida',
  'analytics.consent.group.C0004.desc': 'Nos ayuda a mostrarte ofertas según tus intereses.',
  'analytics.consent.group.C0005': 'Redes sociales',
  'analytics.consent.group.C0005.desc': 'Permite compartir imágenes en redes sociales.',
};

export default messages;
