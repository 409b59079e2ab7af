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
  'analytics.consent.group.C0003.desc':
    'Recuerda preferencias adicionales. Esta tienda no usa ninguna cookie de este tipo por ahora.',
  'analytics.consent.group.C0004': 'Publicidad dirigida',
  'analytics.consent.group.C0004.desc':
    'Permite que herramientas de marketing adapten las ofertas a ti. No funciona ninguna salvo que el operador de la tienda la añada.',
  'analytics.consent.group.C0005': 'Redes sociales',
  'analytics.consent.group.C0005.desc':
    'Botones para compartir y redes sociales integradas. Esta tienda no tiene ninguno por ahora.',
  'analytics.operator.title': 'Analítica de la tienda',
  'analytics.operator.intro':
    'Los últimos {days} días en este sitio, según los eventos registrados por la tienda.',
  'analytics.operator.searchesPerDay': 'Búsquedas por día',
  'analytics.operator.showFigures': 'Mostrar las cifras',
  'analytics.operator.funnel': 'De la búsqueda a la compra',
  'analytics.operator.topQueries': 'Consultas más frecuentes',
  'analytics.operator.zeroResults': 'Búsquedas sin resultados',
  'analytics.operator.zeroResultsIntro':
    'Frases que no encontraron nada: añade imágenes o palabras clave para ellas.',
  'analytics.operator.topAssets': 'Contenidos más vistos',
  'analytics.operator.topBoards': 'Tableros con más guardados',
  'analytics.operator.consent': 'Consentimiento por país',
  'analytics.operator.vitals': 'Métricas web por página (percentil 75)',
  'analytics.operator.empty': 'Aún no hay nada registrado.',
  'analytics.operator.col.day': 'Día',
  'analytics.operator.col.count': 'Cantidad',
  'analytics.operator.col.step': 'Paso',
  'analytics.operator.col.visitors': 'Visitantes',
  'analytics.operator.col.phrase': 'Frase',
  'analytics.operator.col.country': 'País',
  'analytics.operator.col.acceptedAll': 'Aceptó todo',
  'analytics.operator.col.performance': 'Permitió rendimiento',
  'analytics.operator.col.page': 'Página',
  'analytics.operator.col.metric': 'Métrica',
  'analytics.operator.col.threshold': 'Bueno / malo desde',
  'analytics.operator.rating.good': 'Bueno',
  'analytics.operator.rating.needs-improvement': 'Mejorable',
  'analytics.operator.rating.poor': 'Malo',
  'analytics.operator.console': 'Consola de operación',
};

export default messages;
