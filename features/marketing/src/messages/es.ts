import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Más de {site}',
  'marketing.comingSoon': 'Próximamente',
  'marketing.searchCollection': 'Buscar en la colección',

  'marketing.ai.title': 'Generación de imágenes con IA',
  'marketing.ai.description':
    'La generación y edición de imágenes con IA llegarán pronto a {site}. Mientras tanto, busca en la colección.',
  'marketing.ai.heading': 'Crea y adapta imágenes con IA',
  'marketing.ai.lead':
    'Estamos incorporando la generación y edición de imágenes con IA a {site}. Estas herramientas aún no están disponibles: esta página describe lo que está previsto.',
  'marketing.ai.planned': 'Lo que está previsto',
  'marketing.ai.generate.title': 'Generar a partir de una descripción',
  'marketing.ai.generate.body':
    'Describe con tus propias palabras la imagen que necesitas y elige entre varias variaciones.',
  'marketing.ai.modify.title': 'Editar una imagen',
  'marketing.ai.modify.body':
    'Amplía el lienzo, sustituye el fondo o cambia detalles de una imagen sin salir de la tienda.',
  'marketing.ai.history.title': 'Retoma tu trabajo donde lo dejaste',
  'marketing.ai.history.body':
    'Tus generaciones se guardan en un historial, para que puedas volver a una descripción y perfeccionarla.',
  'marketing.ai.terms.title': 'Condiciones claras desde el principio',
  'marketing.ai.terms.body':
    'Las imágenes generadas indicarán cómo pueden usarse antes de descargarlas, igual que ya lo hace hoy cada recurso de la colección.',
  'marketing.ai.today.title': 'Disponible hoy',
  'marketing.ai.today.body':
    'Ya puedes buscar fotos, ilustraciones, vectores y vídeos de la colección, cada uno con sus condiciones de licencia explicadas.',

  'marketing.contact.title': 'Contactar con ventas',
  'marketing.contact.description':
    'Consulta al equipo de ventas de {site} sobre licencias para equipos, compras por volumen y condiciones personalizadas.',
  'marketing.contact.heading': 'Habla con nuestro equipo de ventas',
  'marketing.contact.lead':
    '¿Necesitas licencias para un equipo, un gran proyecto o un uso poco habitual? Cuéntanos qué necesitas y te responderemos por correo electrónico.',
  'marketing.contact.topics.title': 'Podemos ayudarte con',
  'marketing.contact.topics.team': 'Licencias para equipos y varios usuarios',
  'marketing.contact.topics.volume': 'Compras por volumen y recurrentes',
  'marketing.contact.topics.custom': 'Condiciones de licencia personalizadas y derechos ampliados',
  'marketing.contact.topics.invoicing': 'Facturación y órdenes de compra',
  'marketing.contact.form.title': 'Tu consulta',
  'marketing.contact.form.required': 'Todos los campos son obligatorios, salvo los marcados como opcionales.',
  'marketing.contact.field.name': 'Nombre completo',
  'marketing.contact.field.email': 'Correo electrónico de trabajo',
  'marketing.contact.field.company': 'Empresa u organización',
  'marketing.contact.field.optional': 'opcional',
  'marketing.contact.field.country': 'País',
  'marketing.contact.field.countryPlaceholder': 'Selecciona un país',
  'marketing.contact.field.message': '¿Cómo podemos ayudarte?',
  'marketing.contact.field.messageHint':
    'Háblanos de tu proyecto, del contenido que necesitas y de cómo piensas usarlo.',
  'marketing.contact.submit': 'Enviar consulta',
  'marketing.contact.privacy': 'Solo usamos estos datos para responder a tu consulta.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Corrige # campo para enviar tu consulta.} many {Corrige # de campos para enviar tu consulta.} other {Corrige # campos para enviar tu consulta.}}',
  'marketing.contact.errors.nameRequired': 'Introduce tu nombre.',
  'marketing.contact.errors.emailRequired': 'Introduce tu dirección de correo electrónico.',
  'marketing.contact.errors.emailInvalid':
    'Introduce una dirección de correo electrónico con el formato nombre@example.com.',
  'marketing.contact.errors.countryRequired': 'Selecciona tu país en la lista.',
  'marketing.contact.errors.messageRequired': 'Cuéntanos cómo podemos ayudarte.',
  'marketing.contact.errors.messageTooShort': 'Escribe al menos {min, number} caracteres.',
  'marketing.contact.errors.tooLong': 'Usa como máximo {max, number} caracteres.',
  'marketing.contact.thanks.title': 'Gracias. Tu consulta se ha enviado.',
  'marketing.contact.thanks.body':
    'Nuestro equipo de ventas responderá a la dirección de correo electrónico que has indicado. Mientras tanto, puedes seguir explorando la colección.',

  'marketing.guide.title': 'Guía de búsqueda',
  'marketing.guide.description':
    'Cómo buscar en {site}: palabras, frases exactas, palabras excluidas, tipos de medio, categorías y orden.',
  'marketing.guide.heading': 'Cómo buscar',
  'marketing.guide.lead':
    'Unas cuantas técnicas sencillas te ayudan a encontrar antes la imagen o el clip adecuados.',
  'marketing.guide.syntax.title': 'Qué escribir',
  'marketing.guide.words.title': 'Empieza con unas pocas palabras',
  'marketing.guide.words.body':
    'Describe lo que debe aparecer en la imagen. Los resultados contienen todas las palabras que escribas, en cualquier orden, y también cuentan otras formas de una palabra: mountains también encuentra mountain.',
  'marketing.guide.phrase.title': 'Frases exactas entre comillas',
  'marketing.guide.phrase.body':
    'Escribe palabras entre comillas dobles para encontrarlas juntas y en ese orden.',
  'marketing.guide.exclude.title': 'Excluye palabras con un signo menos',
  'marketing.guide.exclude.body':
    'Escribe un signo menos justo delante de una palabra para quitar los resultados que la contienen.',
  'marketing.guide.either.title': 'Una palabra u otra con «or»',
  'marketing.guide.either.body':
    'Escribe or entre dos palabras para encontrar resultados que contengan cualquiera de ellas.',
  'marketing.guide.tryExample': 'Buscar {query}',
  'marketing.guide.narrow.title': 'Acota los resultados',
  'marketing.guide.types.title': 'Elige un tipo de medio',
  'marketing.guide.types.body':
    'Elige imágenes o vídeos en la barra de búsqueda antes de buscar, o cambia con las pestañas que hay sobre los resultados. Cada pestaña muestra cuántos resultados contiene.',
  'marketing.guide.filters.title': 'Usa los filtros',
  'marketing.guide.filters.body':
    'El panel de filtros junto a los resultados los acota por orientación, color, número de personas, fecha y más; los filtros disponibles dependen del tipo de medio. Los filtros aplicados aparecen sobre los resultados, donde puedes quitarlos de uno en uno o todos a la vez.',
  'marketing.guide.browse.title': 'Explora por categorías',
  'marketing.guide.browse.body':
    'La navegación principal lleva directamente a las categorías de la colección, como ilustraciones o vídeos.',
  'marketing.guide.sort.title': 'Ordena los resultados',
  'marketing.guide.sort.body':
    'Los resultados se ordenan por relevancia, salvo que elijas otro orden, como los más recientes o los más populares.',
  'marketing.guide.language.title': 'Busca en inglés',
  'marketing.guide.language.body':
    'Los títulos y las palabras clave de esta colección están en inglés, así que las palabras de búsqueda en inglés dan más resultados.',

  'marketing.about.title': 'Quiénes somos',
  'marketing.about.description':
    'Quiénes somos: una tienda de contenido de stock que funciona con Lightbox, software de código abierto para licenciar fotos, ilustraciones, vectores y vídeos.',
  'marketing.about.heading': 'Acerca de {site}',
  'marketing.about.lead':
    'Esta tienda ofrece fotos, ilustraciones, vectores y vídeos de stock. Funciona con Lightbox, software de código abierto para buscar, presentar y licenciar una colección de medios desde tus propios servidores.',
  'marketing.about.mission.title': 'Qué hacemos',
  'marketing.about.mission.body':
    'Ayudamos a las personas a encontrar imágenes y metraje para su trabajo y a licenciarlos con condiciones claras. Cada recurso indica su tipo de licencia, con una explicación sencilla de lo que permite.',
  'marketing.about.sites.title': 'Dos tiendas, una colección',
  'marketing.about.sites.body':
    'Una instalación de Lightbox ofrece una tienda premium y una tienda por suscripción sobre el mismo catálogo. Cada una tiene su propio aspecto y tono; la búsqueda y las licencias funcionan igual en ambas.',
  'marketing.about.open.title': 'Código abierto y autoalojado',
  'marketing.about.open.body':
    'Lightbox se publica con la licencia MIT. Una agencia o editorial puede ejecutarlo en su propio servidor con su propio catálogo y guardar sus datos donde decida.',
  'marketing.about.languages.title': 'Pensado para muchos idiomas',
  'marketing.about.languages.body':
    'Las dos tiendas están disponibles en 25 idiomas. Los visitantes eligen su país e idioma, y los enlaces, las fechas y los números siguen esa elección.',
  'marketing.about.principles.title': 'Lo que nos importa',
  'marketing.about.principles.clarity':
    'Licencias claras: sabes qué puedes hacer con un recurso antes de usarlo.',
  'marketing.about.principles.speed':
    'Búsqueda rápida: los resultados se generan en el servidor y aparecen sin esperar a los scripts.',
  'marketing.about.principles.access':
    'Accesibilidad: cada página está diseñada para funcionar con teclado y con lector de pantalla.',
  'marketing.about.principles.privacy':
    'Privacidad: los datos de los visitantes permanecen en los servidores de la organización que gestiona la tienda.',

  'marketing.work.title': 'Trabaja con nosotros',
  'marketing.work.description':
    'Lightbox es de código abierto. Descubre cómo contribuir con código, traducciones, diseño y documentación.',
  'marketing.work.heading': 'Construye Lightbox con nosotros',
  'marketing.work.lead':
    'Lightbox, el software que hay detrás de esta tienda, es un proyecto de código abierto. La mejor forma de trabajar con nosotros es contribuir: el código, las traducciones, el diseño, las pruebas y la documentación son bienvenidos.',
  'marketing.work.ways.title': 'Formas de contribuir',
  'marketing.work.code.title': 'Código',
  'marketing.work.code.body':
    'Lightbox está escrito en TypeScript, con React para cada pantalla, Fastify en el servidor y PostgreSQL para los datos. Corrige un error que hayas encontrado o encárgate de una incidencia abierta.',
  'marketing.work.translations.title': 'Traducciones',
  'marketing.work.translations.body':
    'Cada pantalla está disponible en 25 idiomas. Los hablantes nativos pueden mejorar la redacción y mantener cada idioma completo a medida que se añade texto nuevo.',
  'marketing.work.design.title': 'Diseño y accesibilidad',
  'marketing.work.design.body':
    'Ayúdanos a que las dos tiendas sean claras, rápidas y fáciles de usar con teclado y con lector de pantalla.',
  'marketing.work.testing.title': 'Pruebas',
  'marketing.work.testing.body':
    'Prueba las nuevas versiones con tu propio catálogo y tus navegadores, e infórmanos de todo lo que no funcione como debería.',
  'marketing.work.reports.title': 'Informes de errores e ideas',
  'marketing.work.reports.body':
    'Un informe claro, con los pasos para reproducir un problema, es una de las contribuciones más útiles que puedes hacer.',
  'marketing.work.docs.title': 'Documentación',
  'marketing.work.docs.body': 'Mejora las guías para quienes instalan, configuran y gestionan Lightbox.',
  'marketing.work.start.title': 'Primeros pasos',
  'marketing.work.start.install':
    'Obtén el código fuente e instala las dependencias con Node.js 20 o posterior.',
  'marketing.work.start.run':
    'Inicia las dos tiendas en local, con una base de datos integrada y un catálogo de demostración.',
  'marketing.work.start.check':
    'Antes de proponer un cambio, ejecuta la comprobación de tipos, el linter, la comprobación de cobertura de traducciones y todas las pruebas.',
  'marketing.work.start.focus':
    'Mantén cada cambio acotado, coloca las pruebas junto al código que cubren y explica qué hace el cambio y por qué.',
  'marketing.work.business.title': '¿Usas esta tienda para tu empresa?',
  'marketing.work.business.body':
    'Si quieres hablar sobre licencias de contenido para un equipo o un gran proyecto, nuestro equipo de ventas estará encantado de ayudarte.',
};

export default messages;
