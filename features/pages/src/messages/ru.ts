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
};

export default messages;
