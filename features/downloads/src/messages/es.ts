import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licencias y descargas',
  'downloads.history.intro': 'Todas tus licencias, primero las más recientes, con cada una de sus descargas.',
  'downloads.history.introTeam':
    'Todas tus licencias y las de tu equipo, primero las más recientes, con cada una de sus descargas.',
  'downloads.filter.legend': 'Buscar una licencia',
  'downloads.filter.search': 'Título o ID del recurso',
  'downloads.filter.from': 'Concedida desde',
  'downloads.filter.to': 'Concedida hasta',
  'downloads.filter.user': 'Miembro del equipo',
  'downloads.filter.everyone': 'Todos',
  'downloads.filter.submit': 'Buscar',
  'downloads.filter.reset': 'Borrar',
  'downloads.filter.bad':
    'Revisa este campo: las fechas se escriben AAAA-MM-DD y la primera va antes que la segunda.',
  'downloads.export': 'Exportar como CSV',
  'downloads.empty': 'Ninguna licencia coincide con estos filtros.',
  'downloads.model.rf': 'Libre de derechos',
  'downloads.model.rm': 'Derechos gestionados',
  'downloads.model.rr': 'Derechos listos',
  'downloads.size.small': 'Pequeño',
  'downloads.size.medium': 'Mediano',
  'downloads.size.large': 'Grande (original)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vectorial)',
  'downloads.size.ai': 'AI (vectorial)',
  'downloads.licence.id': 'Licencia {id}',
  'downloads.licence.order': 'Pedido {number}',
  'downloads.licence.plan': 'Plan: {plan}',
  'downloads.licence.projectCode': 'Código de proyecto: {code}',
  'downloads.licence.granted': 'Concedida el {date}',
  'downloads.licence.holder': 'Licenciada a {name}',
  'downloads.licence.useBy': 'Usar antes del {date}',
  'downloads.licence.usage': 'Uso: {usage}',
  'downloads.licence.download': 'Descargar de nuevo',
  'downloads.licence.certificate': 'Prueba de licencia (PDF)',
  'downloads.list.caption': 'Descargas de la licencia {id}',
  'downloads.list.none': 'Aún no descargado.',
  'downloads.list.when': 'Cuándo',
  'downloads.list.who': 'Quién',
  'downloads.list.size': 'Tamaño',
  'downloads.list.type': 'Tipo',
  'downloads.list.anonymous': 'Enlace del correo del pedido',
  'downloads.type.single': 'Descarga',
  'downloads.type.re_download': 'Nueva descarga',
  'downloads.type.anonymous': 'Enlace por correo',
  'downloads.type.multiple': 'Descarga múltiple',
  'downloads.page.label': 'Páginas',
  'downloads.page.previous': 'Anterior',
  'downloads.page.next': 'Siguiente',
  'downloads.page.current': 'Página {n}',
  'downloads.csv.asset': 'ID del recurso',
  'downloads.csv.title': 'Título',
  'downloads.csv.model': 'Modelo de licencia',
  'downloads.csv.obtained': 'Obtenida mediante',
  'downloads.csv.downloads': 'Descargas',
  'downloads.csv.lastDownload': 'Última descarga',
  'downloads.csv.licence': 'ID de licencia',
  'downloads.csv.projectCode': 'Código de proyecto',
  'downloads.csv.granted': 'Concedida el',
  'downloads.csv.useBy': 'Usar antes de',
  'downloads.csv.holder': 'Licenciada a',
  'downloads.cert.title': 'Prueba de licencia',
  'downloads.cert.licensor': 'Licenciante',
  'downloads.cert.licensee': 'Licenciatario',
  'downloads.cert.asset': 'Recurso',
  'downloads.cert.terms':
    'Concedida según el acuerdo de licencia en {url}. Cualquiera puede comprobar este certificado con el licenciante mediante su ID de licencia.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Tu descarga',
  'downloads.zip.ready':
    '{count, plural, one {# archivo con licencia está listo en un zip.} many {# archivos con licencia están listos en un zip.} other {# archivos con licencia están listos en un zip.}}',
  'downloads.zip.download': 'Descargar zip',
  'downloads.zip.notLicensed': 'Excluidos porque no tienes licencia (obtén la licencia primero): {ids}',
  'downloads.zip.notFile': 'Excluidos porque no son archivos de imagen fija: {ids}',
  'downloads.zip.none':
    'No tienes licencia de ninguna de las imágenes seleccionadas. Obtén primero la licencia y luego descárgalas aquí.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Este enlace de descarga no es válido',
  'downloads.anon.invalid.body':
    'Es posible que el enlace se haya modificado o copiado de forma incompleta. Use el enlace tal como aparece en el correo de su pedido, o inicie sesión y descargue el archivo desde sus licencias.',
  'downloads.anon.expired.title': 'Este enlace de descarga ha caducado',
  'downloads.anon.expired.body':
    'Los enlaces de descarga del correo del pedido funcionan durante 7 días. Inicie sesión para volver a descargar el archivo desde sus licencias, sin coste.',
  'downloads.anon.history': 'Ir a sus licencias',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Uso de sus archivos',
  'downloads.faq.intro':
    'Lo que recibe al descargar un archivo con licencia de esta tienda: formatos, tamaños, color y la licencia que acompaña al archivo.',
  'downloads.faq.toc': 'En esta página',
  'downloads.faq.photos.title': 'Fotos',
  'downloads.faq.photos.sizes':
    'Las fotos se venden en hasta tres tamaños: el pequeño mide 800 px en el lado largo, el mediano 2000 px y el grande es el propio original. Solo se ofrece un tamaño si es menor que el original; nunca se amplía nada.',
  'downloads.faq.photos.format':
    'Todas las fotos se descargan como archivo JPEG. El pequeño y el mediano se reducen a partir del original y se guardan con calidad 90; el grande es el original, guardado con calidad 90 y todo el detalle de color.',
  'downloads.faq.photos.colour':
    'Los archivos están en el espacio de color sRGB, el estándar para pantallas y la web. Para imprimir, conviértalos al perfil de su imprenta en su editor de imágenes y revise antes una prueba.',
  'downloads.faq.photos.rights':
    'Su licencia viaja con el archivo: sus metadatos XMP indican el autor, el licenciatario y dónde están las condiciones de la licencia. Conserve estos metadatos al editar o exportar el archivo.',
  'downloads.faq.illustrations.title': 'Ilustraciones y vectores',
  'downloads.faq.illustrations.body':
    'Las ilustraciones y los vectores se descargan como las fotos: archivos JPEG en los tamaños anteriores, en sRGB, con la licencia en sus metadatos XMP.',
  'downloads.faq.illustrations.vector':
    'Los vectores importados de archivos EPS o AI también se descargan como ese mismo archivo, byte a byte, con una licencia grande o la de un plan: su historial de licencias lo ofrece como «EPS (vectorial)» o «AI (vectorial)» junto al JPEG. Las licencias pequeñas y medianas descargan solo el JPEG; los demás vectores se descargan en JPEG.',
  'downloads.faq.video.title': 'Clips de vídeo',
  'downloads.faq.video.sizes':
    'Los clips se licencian en SD, HD (lado largo de al menos 1280 px) o 4K (3840 px), hasta la resolución propia del clip: el 4K solo se ofrece para clips grabados en 4K.',
  'downloads.faq.video.preview':
    'Antes de comprar, cada clip tiene una vista previa de 4 segundos con marca de agua (WebM, 480 px de ancho) y una imagen fija.',
  'downloads.faq.video.download':
    'Los clips con licencia se descargan como archivos MP4 H.264 en la definición de la licencia, con la velocidad de fotogramas y la duración propias del clip, y con su crédito y copyright en los metadatos del archivo. El clip se genera para ti la primera vez que se descarga (segundos en SD, uno o dos minutos en 4K): la página muestra el progreso y la descarga empieza sola.',
  'downloads.faq.again.title': 'Volver a descargar',
  'downloads.faq.again.body':
    'Todo archivo con licencia se puede volver a descargar sin coste desde su historial de licencias. Cuando compra un archivo, el correo de confirmación del pedido también incluye un enlace de descarga que funciona durante 7 días sin iniciar sesión.',
  'downloads.faq.again.link': 'Ir a su historial de licencias',
  'downloads.faq.link': 'Ayuda sobre el uso de sus archivos',
  'downloads.comps.title': 'Maquetas',
  'downloads.comps.intro':
    'Las maquetas con marca de agua son gratuitas para diseños y bocetos durante 30 días desde su descarga. Obtén la licencia de un recurso para usarlo en el trabajo final.',
  'downloads.comps.usable': 'Se puede usar en diseños hasta el {date}',
  'downloads.comps.expired':
    'El periodo de maqueta terminó el {date}: obtén la licencia del recurso para seguir usándolo',
  'downloads.comps.license': 'Obtener la licencia de este recurso',
  'downloads.drawer.button': 'Descargas',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Descargas (# en curso)} many {Descargas (# en curso)} other {Descargas (# en curso)}}',
  'downloads.drawer.title': 'Tus descargas',
  'downloads.drawer.close': 'Cerrar',
  'downloads.drawer.inProgress': 'En curso',
  'downloads.drawer.done': 'Completadas',
  'downloads.drawer.empty':
    'Todavía no has descargado nada. Aquí aparecen los archivos con licencia que descargues.',
  'downloads.drawer.history': 'Todas las licencias y descargas',
  'downloads.drawer.again': 'Descargar de nuevo',
  'downloads.drawer.download': 'Descargar',
  'downloads.drawer.zip':
    '{count, plural, one {# archivo en un zip} many {# archivos en un zip} other {# archivos en un zip}}',
  'downloads.drawer.state.preparing': 'Preparando archivos: {percent} %',
  'downloads.drawer.state.ready': 'Listo para descargar',
  'downloads.drawer.state.sending': 'Descargando: {percent} %',
  'downloads.drawer.state.paused':
    'Detenida al {percent} %: reanúdala en las descargas de tu navegador o vuelve a descargarla',
  'downloads.drawer.state.done': 'Descargado',
  'downloads.clip.title': 'Preparando tu clip',
  'downloads.clip.intro':
    '«{title}» se está generando en el tamaño que concede tu licencia. La descarga empieza aquí en cuanto esté listo: uno o dos minutos para 4K.',
  'downloads.clip.ready': 'Listo: tu descarga está empezando.',
  'downloads.clip.retry': 'Descargar cuando esté listo',
  'downloads.zip.planOffer':
    '{count, plural, one {Con tu plan {plan} puedes obtener la licencia de # otro recurso seleccionado.} many {Con tu plan {plan} puedes obtener la licencia de # de los otros recursos seleccionados.} other {Con tu plan {plan} puedes obtener la licencia de # de los otros recursos seleccionados.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Obtener la licencia de # con mi plan y añadirlo} many {Obtener la licencia de # con mi plan y añadirlos} other {Obtener la licencia de # con mi plan y añadirlos}}',
};

export default messages;
