import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Условия использования',
  'pages.terms.summary': 'Правила пользования {site}, покупки лицензий и работы с учётной записью.',
  'pages.privacy.title': 'Политика конфиденциальности',
  'pages.privacy.summary':
    'Какие персональные данные хранит {site}, зачем, как долго и какие у вас есть права.',
  'pages.eula.title': 'Лицензионное соглашение',
  'pages.eula.summary':
    'Что можно делать с материалом, лицензированным на {site}, для каждого типа лицензии.',
  'pages.editorial-policy.title': 'Редакционная политика',
  'pages.editorial-policy.summary':
    'Как подписываются и исправляются редакционные снимки и для чего их можно использовать.',
  'pages.contact.title': 'Связаться с нами',
  'pages.contact.summary': 'Как связаться с командой {site}: продажи, заказы, лицензии и конфиденциальность.',
  'pages.modern-slavery.title': 'Заявление о современном рабстве',
  'pages.modern-slavery.summary':
    'Меры, которые оператор {site} принимает против принудительного труда в своём бизнесе.',
  'pages.help-licenses.title': 'Справка о лицензиях',
  'pages.help-licenses.summary':
    'Лицензии роялти-фри, с управляемыми правами и rights-ready простыми словами.',
  'pages.api.title': 'API для разработчиков',
  'pages.api.summary':
    'Что разработчик может использовать уже сейчас: JSON-эндпоинты, которые вызывают страницы самого магазина.',
  'pages.faq-basics.title': 'Вопросы и ответы: основное',
  'pages.faq-basics.summary': 'Короткие ответы о тарифах, загрузках, учётных записях и отмене подписки.',
  'pages.upgrade.title': 'Переход на старший тариф',
  'pages.upgrade.summary': 'Как перевести подписку на больший тариф и сколько стоит переход.',
  'pages.englishOnly': 'Полный текст этой страницы доступен на английском языке.',
  'pages.onThisPage': 'На этой странице',
  'pages.sitemap.title': 'Карта сайта',
  'pages.sitemap.summary': 'Все страницы {site} в одном месте.',
  'pages.sitemap.browse': 'Поиск и просмотр',
  'pages.sitemap.account': 'Ваша учётная запись',
  'pages.sitemap.help': 'Помощь и правовая информация',
  'pages.sitemap.company': 'Компания',
  'pages.sitemap.countries': 'Страны и языки',
  'pages.sitemap.signIn': 'Войти',
  'pages.sitemap.register': 'Создать учётную запись',
  'pages.sitemap.cart': 'Корзина',
  'pages.sitemap.boards': 'Доски',
  'pages.sitemap.curatedSets': 'Подборки',
  'pages.sitemap.plans': 'Тарифы и цены',
  'pages.sitemap.usingFiles': 'Работа с файлами',
  'pages.country.summary': '{site} — страна: {country}, язык страниц: {language}.',
  'pages.country.prices': 'Валюта цен: {currency}.',
  'pages.country.choose': 'Покупать как: {country}',
  'pages.country.search': 'Начать поиск',
  'pages.country.other': 'Другие страны',
  'pages.world.title': 'Весь мир',
  'pages.world.summary':
    'Вашей страны нет в списке? Тогда {site} покажет страницы на английском, а цены — в долларах США.',
  'pages.browse.images.title': 'Креативные изображения',
  'pages.browse.images.summary':
    'Фотографии, иллюстрации и векторы для рекламы, дизайна и издательского дела.',
  'pages.browse.photos.title': 'Стоковые фото',
  'pages.browse.photos.summary': 'Креативная фотография людей, мест и идей, готовая к лицензированию.',
  'pages.browse.illustrations.title': 'Стоковые иллюстрации',
  'pages.browse.illustrations.summary':
    'Рисованные и живописные иллюстрации для историй, продуктов и кампаний.',
  'pages.browse.vectors.title': 'Стоковые векторы',
  'pages.browse.vectors.summary':
    'Векторная графика, которая масштабируется до любого размера: иконки, узоры, карты и сцены.',
  'pages.browse.video.title': 'Креативное видео',
  'pages.browse.video.summary': 'Стоковые съёмки и клипы для фильмов, рекламы и соцсетей.',
  'pages.browse.stockVideos.title': 'Стоковые видео',
  'pages.browse.stockVideos.summary': 'Клипы роялти-фри и rights-ready в SD, HD и 4K.',
  'pages.browse.count': 'В коллекции: {total, number}',
  'pages.browse.popular': 'Популярные запросы',
  'pages.browse.collection': 'Коллекция: {name}',
  'pages.browse.seeAll': 'Смотреть все ({total, number})',
  'pages.browse.events': 'Обзор по событиям, людям и местам',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Истории из редакционной коллекции {site}: последние события, каждое со своими снимками.',
  'pages.download.pictures': 'Снимков: {total, number}',
  'pages.download.empty':
    'Историй пока нет: редакционные материалы появятся здесь, как только их добавят в коллекцию.',
  'pages.blog.title': 'Блог',
  'pages.blog.summary': 'Новости и руководства от {site}.',
  'pages.blog.englishOnly': 'Записи написаны на английском языке.',
  'pages.blog.empty': 'Записей пока нет.',
  'pages.browse.editorial.title': 'Редакционные изображения',
  'pages.browse.editorial.summary':
    'Новости, спорт, развлечения, мода и архив: реальные события для редакционного использования.',
  'pages.browse.archival.title': 'Архивные изображения',
  'pages.browse.archival.summary': 'Снимки прошлых событий и эпох для истории и комментариев.',
  'pages.browse.entertainment.title': 'Развлечения',
  'pages.browse.entertainment.summary': 'Премьеры, концерты, фестивали и церемонии награждения.',
  'pages.browse.fashion.title': 'Мода',
  'pages.browse.fashion.summary': 'Показы, коллекции и люди, которые их создают.',
  'pages.browse.news.title': 'Новости',
  'pages.browse.news.summary': 'Политика, общество и события дня.',
  'pages.browse.sport.title': 'Спорт',
  'pages.browse.sport.summary': 'Матчи, гонки и чемпионаты — так, как это было.',
  'pages.browse.editorialVideo.title': 'Редакционное видео',
  'pages.browse.editorialVideo.summary': 'Съёмки реальных событий для новостей и документального кино.',
  'pages.browse.userGenerated.title': 'Пользовательские видео',
  'pages.browse.userGenerated.summary':
    'Новости в момент событий: протесты, пресс-мероприятия и улицы, снятые на месте.',
  'pages.browse.userGenerated.note':
    'Ни один клип в этом каталоге не прислан частными лицами, поэтому ни один не помечен как пользовательский. Здесь показаны редакционные новостные съёмки каталога — темы, которые обычно снимают в таких клипах.',
  'pages.browse.archiveFilm.title': 'Архивные съёмки',
  'pages.browse.archiveFilm.summary':
    'Кадры прошлых десятилетий: события, улицы и люди такими, какими они были.',
  'pages.browse.archiveFilm.note':
    'В этом каталоге нет коллекции BBC Motion Gallery. По этому адресу показана собственная коллекция архивных съёмок каталога — {name}.',
  'pages.browse.newsFilm.title': 'Архив новостных съёмок',
  'pages.browse.newsFilm.summary': 'Пресс-конференции, выступления и протесты, снятые для новостей.',
  'pages.browse.newsFilm.note':
    'В этом каталоге нет коллекции NBC News Archives. По этому адресу показана собственная коллекция новостных съёмок каталога — {name}.',
  'pages.browse.unreleased.title': 'Изображения без разрешений',
  'pages.browse.unreleased.summary':
    'Креативные изображения без разрешения модели или владельца собственности: что это значит и какие есть в этом магазине.',
  'pages.browse.unreleased.note':
    'Разрешение — это подписанное согласие изображённых людей или владельца изображённой собственности. Изображение без него можно использовать там, где согласие не требуется, например для иллюстрации статьи, но никогда для рекламы или продвижения чего-либо. Поиск нельзя ограничить такими изображениями, поэтому они показаны здесь.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Что посетители {site} ищут и скачивают — по данным собственных поисков и скачиваний этого магазина.',
  'pages.vgps.insights.title': 'Аналитика',
  'pages.vgps.insights.summary':
    'Темы, которые всё чаще ищут на {site} за последние {days} дн., самые популярные запросы и то, что скачивали.',
  'pages.vgps.results.title': 'Все тренды поиска',
  'pages.vgps.results.summary':
    'Каждый запрос, который на {site} искали не менее двух посетителей за последние {days} дн., в сравнении с предыдущими {days} дн.',
  'pages.vgps.dashboard.title': 'Панель',
  'pages.vgps.dashboard.summary': 'Поиски и скачивания на {site} по дням за последние {days} дн.',
  'pages.vgps.searches': 'Поиски за последние {days} дн.',
  'pages.vgps.downloads': 'Скачивания за последние {days} дн.',
  'pages.vgps.change': '{change} по сравнению с предыдущими {days} дн.',
  'pages.vgps.new': 'новое',
  'pages.vgps.rising': 'Растущие запросы',
  'pages.vgps.top': 'Чаще всего ищут',
  'pages.vgps.subjects': 'Чаще всего скачивают',
  'pages.vgps.mediaTypes': 'Что ищут',
  'pages.vgps.downloadKinds': 'Что скачивают',
  'pages.vgps.searchesPerDay': 'Поисков в день',
  'pages.vgps.downloadsPerDay': 'Скачиваний в день',
  'pages.vgps.tooFewSearches':
    'Пока слишком мало поисков, чтобы показать тренд: {total, number} за последние {days} дн. Тренды появятся здесь по мере того, как посетители будут искать.',
  'pages.vgps.tooFewDownloads':
    'Пока слишком мало скачиваний, чтобы показать тренд: {total, number} за последние {days} дн.',
  'pages.vgps.col.phrase': 'Запрос',
  'pages.vgps.col.now': 'Последние {days} дн.',
  'pages.vgps.col.before': 'Предыдущие {days} дн.',
  'pages.vgps.col.change': 'Изменение',
  'pages.vgps.method':
    'Как получены эти цифры: каждая просмотренная страница результатов считается одним поиском; запросы, которые искали менее двух посетителей, не показываются, чтобы никого нельзя было узнать по его поискам. Скачивания считаются по обоим сайтам магазина. Период — {days} дн.',
  'pages.tools.image.title': 'Обратный поиск по изображению',
  'pages.tools.image.summary': 'Загрузите изображение, чтобы найти на {site} такое же или похожие.',
  'pages.tools.image.label': 'Изображение (JPEG, PNG, WebP или GIF, до {max, number} МБ)',
  'pages.tools.image.how':
    'Магазин сравнивает общую форму и цвета вашего изображения с каждым изображением коллекции, поэтому находит и уменьшенные, пересжатые или слегка обрезанные копии. Изображение хранится 24 часа, чтобы результатами можно было поделиться, а затем удаляется.',
  'pages.tools.video.title': 'Обратный поиск по видео',
  'pages.tools.video.summary': 'Загрузите короткий клип, чтобы найти на {site} похожие видео.',
  'pages.tools.video.label': 'Клип (MP4, WebM или QuickTime, до {max, number} МБ и {seconds, number} с)',
  'pages.tools.video.how':
    'Магазин берёт один кадр из середины вашего клипа и ищет по нему среди видео, как это делает обратный поиск по изображению. Клип удаляется сразу после извлечения кадра, кадр — через 24 часа.',
  'pages.tools.submit': 'Найти',
  'pages.tools.working': 'Идёт поиск…',
  'pages.tools.howTitle': 'Как это работает',
  'pages.tools.noscript':
    'Для отправки файла этому поиску нужен JavaScript. Включите его или воспользуйтесь строкой поиска.',
  'pages.tools.error.empty': 'Сначала выберите файл.',
  'pages.tools.error.failed': 'Не удалось начать поиск. Перезагрузите страницу и попробуйте снова.',
  'pages.tools.error.tooLarge': 'Файл больше {max, number} МБ. Выберите файл поменьше.',
  'pages.tools.error.imageType':
    'Поиск не может прочитать это изображение. Выберите файл JPEG, PNG, WebP или GIF.',
  'pages.tools.error.videoType': 'Поиск не может прочитать этот клип. Выберите файл MP4, WebM или QuickTime.',
  'pages.tools.error.unreadable': 'Не удалось прочитать файл. Возможно, он повреждён; выберите другой.',
  'pages.tools.error.tooLong': 'Клип длиннее {seconds, number} с. Обрежьте его или выберите покороче.',
  'pages.tools.error.busy': 'Сейчас обрабатываются другие клипы. Попробуйте ещё раз через минуту.',
};

export default messages;
