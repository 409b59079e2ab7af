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
  'pages.browse.userGenerated.title': 'Vídeos de usuarios',
  'pages.browse.userGenerated.summary':
    'La actualidad en directo: protestas, actos de prensa y calles, grabados sobre el terreno.',
  'pages.browse.userGenerated.note':
    'Ningún clip de este catálogo lo ha aportado un particular, así que ninguno está marcado como contenido de usuarios. Esta página muestra sus imágenes de noticias editoriales, los temas que suelen cubrir esos clips.',
  'pages.browse.archiveFilm.title': 'Películas de archivo',
  'pages.browse.archiveFilm.summary':
    'Imágenes de décadas pasadas: acontecimientos, calles y personas tal como eran.',
  'pages.browse.archiveFilm.note':
    'Este catálogo no tiene ninguna colección BBC Motion Gallery. Esta dirección muestra su propia colección de películas de archivo, {name}.',
  'pages.browse.newsFilm.title': 'Archivo de vídeos de noticias',
  'pages.browse.newsFilm.summary': 'Ruedas de prensa, discursos y protestas, grabados para las noticias.',
  'pages.browse.newsFilm.note':
    'Este catálogo no tiene ninguna colección NBC News Archives. Esta dirección muestra su propia colección de vídeos de noticias, {name}.',
  'pages.browse.unreleased.title': 'Imágenes sin autorización',
  'pages.browse.unreleased.summary':
    'Imágenes creativas sin autorización de modelo ni de propiedad: qué significa y cuáles tiene esta tienda.',
  'pages.browse.unreleased.note':
    'Una autorización es el permiso firmado de las personas que aparecen, o del propietario de un bien que aparece. Una imagen sin ella puede usarse donde no hace falta permiso, por ejemplo para ilustrar un artículo, pero nunca para anunciar o respaldar nada. La búsqueda no puede limitarse a estas imágenes, por eso se muestran aquí.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Lo que buscan y descargan los visitantes de {site}, contado a partir de las búsquedas y descargas de esta tienda.',
  'pages.vgps.insights.title': 'Tendencias',
  'pages.vgps.insights.summary':
    'Los temas que más crecen en las búsquedas de {site} en los últimos {days} días, los más buscados y lo que se ha descargado.',
  'pages.vgps.results.title': 'Todas las tendencias de búsqueda',
  'pages.vgps.results.summary':
    'Cada frase buscada en {site} por al menos dos visitantes en los últimos {days} días, frente a los {days} días anteriores.',
  'pages.vgps.dashboard.title': 'Panel',
  'pages.vgps.dashboard.summary': 'Búsquedas y descargas en {site}, día a día, en los últimos {days} días.',
  'pages.vgps.searches': 'Búsquedas en los últimos {days} días',
  'pages.vgps.downloads': 'Descargas en los últimos {days} días',
  'pages.vgps.change': '{change} frente a los {days} días anteriores',
  'pages.vgps.new': 'nuevo',
  'pages.vgps.rising': 'Búsquedas en aumento',
  'pages.vgps.top': 'Lo más buscado',
  'pages.vgps.subjects': 'Temas más descargados',
  'pages.vgps.mediaTypes': 'Qué se busca',
  'pages.vgps.downloadKinds': 'Qué se descarga',
  'pages.vgps.searchesPerDay': 'Búsquedas por día',
  'pages.vgps.downloadsPerDay': 'Descargas por día',
  'pages.vgps.tooFewSearches':
    'Aún hay muy pocas búsquedas para mostrar una tendencia: {total, number} en los últimos {days} días. Las tendencias aparecerán aquí a medida que los visitantes busquen.',
  'pages.vgps.tooFewDownloads':
    'Aún hay muy pocas descargas para mostrar una tendencia: {total, number} en los últimos {days} días.',
  'pages.vgps.col.phrase': 'Búsqueda',
  'pages.vgps.col.now': 'Últimos {days} días',
  'pages.vgps.col.before': 'Los {days} días anteriores',
  'pages.vgps.col.change': 'Cambio',
  'pages.vgps.method':
    'Cómo se obtienen estas cifras: cada página de resultados que ve un visitante cuenta como una búsqueda; las frases buscadas por menos de dos visitantes se omiten, para que nadie pueda ser identificado por sus búsquedas. Las descargas se cuentan en los dos sitios de la tienda. Cada periodo dura {days} días.',
  'pages.tools.image.title': 'Búsqueda inversa de imágenes',
  'pages.tools.image.summary': 'Sube una imagen para encontrar la misma, o imágenes parecidas, en {site}.',
  'pages.tools.image.label': 'Imagen (JPEG, PNG, WebP o GIF, hasta {max, number} MB)',
  'pages.tools.image.how':
    'La tienda compara la forma general y los colores de tu imagen con cada imagen de la colección, así que también encuentra copias redimensionadas, recomprimidas o ligeramente recortadas. Tu imagen se guarda 24 horas para poder compartir los resultados y después se borra.',
  'pages.tools.video.title': 'Búsqueda inversa de vídeos',
  'pages.tools.video.summary': 'Sube un clip corto para encontrar en {site} vídeos que se le parezcan.',
  'pages.tools.video.label':
    'Clip (MP4, WebM o QuickTime, hasta {max, number} MB y {seconds, number} segundos)',
  'pages.tools.video.how':
    'La tienda toma un fotograma de la mitad de tu clip y busca con él entre los vídeos, como hace la búsqueda inversa de imágenes. El clip se borra en cuanto se extrae el fotograma; el fotograma, a las 24 horas.',
  'pages.tools.submit': 'Buscar',
  'pages.tools.working': 'Buscando…',
  'pages.tools.howTitle': 'Cómo funciona',
  'pages.tools.noscript':
    'Esta búsqueda necesita JavaScript para enviar tu archivo. Actívalo o usa la barra de búsqueda.',
  'pages.tools.error.empty': 'Elige primero un archivo.',
  'pages.tools.error.failed': 'No se pudo iniciar la búsqueda. Recarga la página y vuelve a intentarlo.',
  'pages.tools.error.tooLarge': 'Este archivo pesa más de {max, number} MB. Elige uno más pequeño.',
  'pages.tools.error.imageType':
    'La búsqueda no puede leer esta imagen. Elige un archivo JPEG, PNG, WebP o GIF.',
  'pages.tools.error.videoType':
    'La búsqueda no puede leer este clip. Elige un archivo MP4, WebM o QuickTime.',
  'pages.tools.error.unreadable': 'No se pudo leer este archivo. Puede estar dañado; elige otro.',
  'pages.tools.error.tooLong':
    'Este clip dura más de {seconds, number} segundos. Recórtalo o elige uno más corto.',
  'pages.tools.error.busy': 'Ahora se están leyendo otros clips. Vuelve a intentarlo en un momento.',
};

export default messages;
