import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Condiciones de uso',
  'pages.terms.summary': 'Las normas para usar {site}, comprar licencias y tener una cuenta.',
  'pages.privacy.title': 'Política de privacidad',
  'pages.privacy.summary':
    'Qué datos personales guarda {site}, por qué, durante cuánto tiempo y tus derechos sobre ellos.',
  'pages.eula.title': 'Acuerdo de licencia',
  'pages.eula.summary':
    'Qué puedes hacer con un contenido que licencias en {site}, para cada tipo de licencia.',
  'pages.editorial-policy.title': 'Política editorial',
  'pages.editorial-policy.summary':
    'Cómo se describen y corrigen las imágenes editoriales, y para qué pueden usarse.',
  'pages.contact.title': 'Contacto',
  'pages.contact.summary':
    'Cómo contactar con quienes gestionan {site}: ventas, pedidos, licencias y privacidad.',
  'pages.modern-slavery.title': 'Declaración sobre la esclavitud moderna',
  'pages.modern-slavery.summary':
    'Las medidas que toma el operador de {site} contra el trabajo forzoso en su actividad.',
  'pages.help-licenses.title': 'Ayuda sobre licencias',
  'pages.help-licenses.summary':
    'Las licencias libres de derechos, de derechos gestionados y «rights-ready» explicadas con sencillez.',
  'pages.api.title': 'API para desarrolladores',
  'pages.api.summary':
    'Lo que un desarrollador puede usar hoy: los puntos de acceso JSON que usan las propias páginas de la tienda.',
  'pages.faq-basics.title': 'Preguntas frecuentes: lo básico',
  'pages.faq-basics.summary': 'Respuestas breves sobre planes, descargas, cuentas y cancelaciones.',
  'pages.upgrade.title': 'Mejorar tu plan',
  'pages.upgrade.summary': 'Cómo pasar una suscripción a un plan mayor y cuánto cuesta el cambio.',
  'pages.englishOnly': 'El texto completo de esta página está disponible en inglés.',
  'pages.onThisPage': 'En esta página',
  'pages.sitemap.title': 'Mapa del sitio',
  'pages.sitemap.summary': 'Todas las páginas de {site} en un solo lugar.',
  'pages.sitemap.browse': 'Buscar y explorar',
  'pages.sitemap.account': 'Tu cuenta',
  'pages.sitemap.help': 'Ayuda y aviso legal',
  'pages.sitemap.company': 'Empresa',
  'pages.sitemap.countries': 'Países e idiomas',
  'pages.sitemap.signIn': 'Iniciar sesión',
  'pages.sitemap.register': 'Crear una cuenta',
  'pages.sitemap.cart': 'Carrito',
  'pages.sitemap.boards': 'Tableros',
  'pages.sitemap.curatedSets': 'Selecciones',
  'pages.sitemap.plans': 'Planes y precios',
  'pages.sitemap.usingFiles': 'Usar tus archivos',
  'pages.country.summary': '{site} para {country}, con páginas en {language}.',
  'pages.country.prices': 'Los precios se muestran en {currency}.',
  'pages.country.choose': 'Comprar desde {country}',
  'pages.country.search': 'Empezar a buscar',
  'pages.country.other': 'Otros países',
  'pages.world.title': 'Todo el mundo',
  'pages.world.summary':
    '¿Compras desde un país que no está en la lista? {site} muestra sus páginas en inglés y sus precios en dólares estadounidenses.',
  'pages.browse.images.title': 'Imágenes creativas',
  'pages.browse.images.summary': 'Fotos, ilustraciones y vectores para publicidad, diseño y edición.',
  'pages.browse.photos.title': 'Fotos de stock',
  'pages.browse.photos.summary':
    'Fotografía creativa de personas, lugares e ideas, lista para licenciar en tu trabajo.',
  'pages.browse.illustrations.title': 'Ilustraciones de stock',
  'pages.browse.illustrations.summary':
    'Ilustraciones dibujadas y pintadas para historias, productos y campañas.',
  'pages.browse.vectors.title': 'Vectores de stock',
  'pages.browse.vectors.summary':
    'Gráficos vectoriales que se escalan a cualquier tamaño: iconos, patrones, mapas y escenas.',
  'pages.browse.video.title': 'Vídeos creativos',
  'pages.browse.video.summary': 'Metraje y clips para películas, anuncios y redes sociales.',
  'pages.browse.stockVideos.title': 'Vídeos de stock',
  'pages.browse.stockVideos.summary': 'Clips libres de derechos y «rights-ready» en SD, HD y 4K.',
  'pages.browse.count': 'En la colección: {total, number}',
  'pages.browse.popular': 'Búsquedas populares',
  'pages.browse.collection': 'Colección: {name}',
  'pages.browse.seeAll': 'Ver todo ({total, number})',
  'pages.browse.events': 'Explorar por evento, persona y lugar',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Historias de la colección editorial de {site}: los últimos acontecimientos, cada uno con sus imágenes.',
  'pages.download.pictures': 'Imágenes: {total, number}',
  'pages.download.empty':
    'Aún no hay historias: la cobertura editorial aparece aquí en cuanto se añade a la colección.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Novedades y guías de {site}.',
  'pages.blog.englishOnly': 'Las entradas están escritas en inglés.',
  'pages.blog.empty': 'Aún no hay entradas.',
  'pages.browse.editorial.title': 'Imágenes editoriales',
  'pages.browse.editorial.summary':
    'Noticias, deporte, entretenimiento, moda y archivo: acontecimientos reales para uso editorial.',
  'pages.browse.archival.title': 'Imágenes de archivo',
  'pages.browse.archival.summary': 'Acontecimientos y épocas pasadas, para la historia y el comentario.',
  'pages.browse.entertainment.title': 'Imágenes de entretenimiento',
  'pages.browse.entertainment.summary': 'Estrenos, conciertos, festivales y ceremonias de premios.',
  'pages.browse.fashion.title': 'Imágenes de moda',
  'pages.browse.fashion.summary': 'Desfiles, colecciones y las personas que hay detrás.',
  'pages.browse.news.title': 'Imágenes de noticias',
  'pages.browse.news.summary': 'Política, sociedad y los acontecimientos del día.',
  'pages.browse.sport.title': 'Imágenes de deporte',
  'pages.browse.sport.summary': 'Partidos, carreras y campeonatos, tal como ocurrieron.',
  'pages.browse.editorialVideo.title': 'Vídeos editoriales',
  'pages.browse.editorialVideo.summary': 'Imágenes de acontecimientos reales para noticias y documentales.',
};

export default messages;
