import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Ещё о {site}',
  'marketing.comingSoon': 'Скоро',
  'marketing.searchCollection': 'Искать в коллекции',

  'marketing.ai.title': 'Создание изображений с помощью ИИ',
  'marketing.ai.description':
    'Создание и редактирование изображений с помощью ИИ скоро появятся на {site}. А пока ищите в коллекции.',
  'marketing.ai.heading': 'Создавайте и меняйте изображения с помощью ИИ',
  'marketing.ai.lead':
    'Мы встраиваем в {site} создание и редактирование изображений с помощью ИИ. Эти инструменты пока недоступны: на этой странице описано, что мы планируем.',
  'marketing.ai.planned': 'Что мы планируем',
  'marketing.ai.generate.title': 'Создание по описанию',
  'marketing.ai.generate.body':
    'Опишите своими словами нужное изображение и выберите один из нескольких вариантов.',
  'marketing.ai.modify.title': 'Редактирование изображения',
  'marketing.ai.modify.body':
    'Расширяйте холст, заменяйте фон или меняйте детали изображения, не покидая магазин.',
  'marketing.ai.history.title': 'Продолжайте с того же места',
  'marketing.ai.history.body':
    'Созданные изображения сохраняются в истории, поэтому можно вернуться к описанию и уточнить его.',
  'marketing.ai.terms.title': 'Условия известны заранее',
  'marketing.ai.terms.body':
    'Созданные изображения будут показывать, как их можно использовать, ещё до скачивания — так же, как уже сегодня это делает каждый материал коллекции.',
  'marketing.ai.today.title': 'Доступно уже сегодня',
  'marketing.ai.today.body':
    'Фото, иллюстрации, векторную графику и видео из коллекции уже можно искать, и для каждого материала объяснены условия лицензии.',

  'marketing.contact.title': 'Связаться с отделом продаж',
  'marketing.contact.description':
    'Спросите отдел продаж {site} о лицензиях для команд, оптовых покупках и индивидуальных условиях.',
  'marketing.contact.heading': 'Свяжитесь с нашим отделом продаж',
  'marketing.contact.lead':
    'Нужна лицензия для команды, крупного проекта или необычного использования? Расскажите, что вам нужно, и мы ответим по электронной почте.',
  'marketing.contact.topics.title': 'Чем мы можем помочь',
  'marketing.contact.topics.team': 'Лицензии для команд и нескольких пользователей',
  'marketing.contact.topics.volume': 'Оптовые и регулярные покупки',
  'marketing.contact.topics.custom': 'Индивидуальные условия лицензии и расширенные права',
  'marketing.contact.topics.invoicing': 'Выставление счетов и заказы на покупку',
  'marketing.contact.form.title': 'Ваш запрос',
  'marketing.contact.form.required': 'Все поля обязательны, кроме отмеченных как необязательные.',
  'marketing.contact.field.name': 'Полное имя',
  'marketing.contact.field.email': 'Рабочий адрес электронной почты',
  'marketing.contact.field.company': 'Компания или организация',
  'marketing.contact.field.optional': 'необязательно',
  'marketing.contact.field.country': 'Страна',
  'marketing.contact.field.countryPlaceholder': 'Выберите страну',
  'marketing.contact.field.message': 'Чем мы можем помочь?',
  'marketing.contact.field.messageHint':
    'Расскажите о своём проекте, о нужных материалах и о том, как вы планируете их использовать.',
  'marketing.contact.submit': 'Отправить запрос',
  'marketing.contact.privacy': 'Мы используем эти данные только для ответа на ваш запрос.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Исправьте # поле, чтобы отправить запрос.} few {Исправьте # поля, чтобы отправить запрос.} many {Исправьте # полей, чтобы отправить запрос.} other {Исправьте # поля, чтобы отправить запрос.}}',
  'marketing.contact.errors.nameRequired': 'Введите своё имя.',
  'marketing.contact.errors.emailRequired': 'Введите адрес электронной почты.',
  'marketing.contact.errors.emailInvalid': 'Введите адрес электронной почты в формате name@example.com.',
  'marketing.contact.errors.countryRequired': 'Выберите свою страну из списка.',
  'marketing.contact.errors.messageRequired': 'Расскажите, чем мы можем помочь.',
  'marketing.contact.errors.messageTooShort': 'Напишите не менее {min, number} символов.',
  'marketing.contact.errors.tooLong': 'Используйте не более {max, number} символов.',
  'marketing.contact.thanks.title': 'Спасибо! Ваш запрос отправлен.',
  'marketing.contact.thanks.body':
    'Наш отдел продаж ответит на указанный вами адрес электронной почты. А пока вы можете продолжить знакомство с коллекцией.',

  'marketing.guide.title': 'Руководство по поиску',
  'marketing.guide.description':
    'Как искать на {site}: слова, точные фразы, исключённые слова, типы материалов, категории и сортировка.',
  'marketing.guide.heading': 'Как искать',
  'marketing.guide.lead': 'Несколько простых приёмов помогут быстрее найти нужное изображение или видеоклип.',
  'marketing.guide.syntax.title': 'Что вводить',
  'marketing.guide.words.title': 'Начните с нескольких слов',
  'marketing.guide.words.body':
    'Опишите, что должно быть на изображении. Результаты содержат все введённые слова в любом порядке, и другие формы слова тоже учитываются: по запросу mountains найдётся и mountain.',
  'marketing.guide.phrase.title': 'Точные фразы в кавычках',
  'marketing.guide.phrase.body':
    'Заключите слова в двойные прямые кавычки, чтобы найти их рядом и в этом порядке.',
  'marketing.guide.exclude.title': 'Исключение слов знаком минус',
  'marketing.guide.exclude.body':
    'Поставьте знак минус непосредственно перед словом, чтобы убрать результаты, которые его содержат.',
  'marketing.guide.either.title': 'Одно из двух слов с «or»',
  'marketing.guide.either.body':
    'Введите or между двумя словами, чтобы найти результаты, содержащие любое из них.',
  'marketing.guide.tryExample': 'Искать {query}',
  'marketing.guide.narrow.title': 'Уточнение результатов',
  'marketing.guide.types.title': 'Выберите тип материалов',
  'marketing.guide.types.body':
    'Перед поиском выберите в строке поиска изображения или видео либо переключайтесь с помощью вкладок над результатами. На каждой вкладке указано количество результатов.',
  'marketing.guide.filters.title': 'Используйте фильтры',
  'marketing.guide.filters.body':
    'Панель фильтров рядом с результатами позволяет сузить их по ориентации, цвету, количеству людей, дате и другим признакам; набор фильтров зависит от типа материалов. Применённые фильтры показаны над результатами — их можно снимать по одному или все сразу.',
  'marketing.guide.browse.title': 'Просмотр по категориям',
  'marketing.guide.browse.body':
    'Главное меню ведёт прямо к категориям коллекции, например к иллюстрациям или видео.',
  'marketing.guide.sort.title': 'Сортировка результатов',
  'marketing.guide.sort.body':
    'Результаты сортируются по релевантности, если вы не выберете другой порядок, например сначала новые или самые популярные.',
  'marketing.guide.language.title': 'Ищите на английском',
  'marketing.guide.language.body':
    'Названия и ключевые слова в этой коллекции написаны на английском языке, поэтому английские поисковые слова дают больше всего результатов.',

  'marketing.about.title': 'О нас',
  'marketing.about.description':
    'Кто мы: магазин стоковых материалов на платформе Lightbox — программном обеспечении с открытым исходным кодом для лицензирования фото, иллюстраций, векторной графики и видео.',
  'marketing.about.heading': 'О {site}',
  'marketing.about.lead':
    'Этот магазин предлагает стоковые фото, иллюстрации, векторную графику и видео. Он работает на Lightbox — программном обеспечении с открытым исходным кодом для поиска, показа и лицензирования медиаколлекции с собственных серверов.',
  'marketing.about.mission.title': 'Чем мы занимаемся',
  'marketing.about.mission.body':
    'Мы помогаем людям находить изображения и видеоматериалы для работы и лицензировать их на понятных условиях. У каждого материала указан тип лицензии и простыми словами объяснено, что она разрешает.',
  'marketing.about.sites.title': 'Два магазина, одна коллекция',
  'marketing.about.sites.body':
    'Одна установка Lightbox обслуживает премиальный магазин и магазин по подписке с общим каталогом. У каждого свой облик и свой тон; поиск и лицензирование работают в обоих одинаково.',
  'marketing.about.open.title': 'Открытый код, собственный хостинг',
  'marketing.about.open.body':
    'Lightbox распространяется по лицензии MIT. Агентство или издательство может запустить его на своём сервере со своим каталогом и хранить данные там, где сочтёт нужным.',
  'marketing.about.languages.title': 'Создан для многих языков',
  'marketing.about.languages.body':
    'Оба магазина доступны на 25 языках. Посетители выбирают страну и язык, и ссылки, даты и числа следуют этому выбору.',
  'marketing.about.principles.title': 'Что для нас важно',
  'marketing.about.principles.clarity':
    'Понятные лицензии: вы знаете, что можно делать с материалом, ещё до его использования.',
  'marketing.about.principles.speed':
    'Быстрый поиск: результаты формируются на сервере и появляются, не дожидаясь скриптов.',
  'marketing.about.principles.access':
    'Доступность: каждая страница рассчитана на работу с клавиатурой и программой экранного доступа.',
  'marketing.about.principles.privacy':
    'Конфиденциальность: данные посетителей остаются на серверах организации, которая управляет магазином.',

  'marketing.work.title': 'Работать с нами',
  'marketing.work.description':
    'Lightbox — проект с открытым исходным кодом. Узнайте, как внести вклад кодом, переводами, дизайном и документацией.',
  'marketing.work.heading': 'Создавайте Lightbox вместе с нами',
  'marketing.work.lead':
    'Lightbox — программное обеспечение, на котором работает этот магазин, — проект с открытым исходным кодом. Лучший способ работать с нами — вносить вклад: мы рады коду, переводам, дизайну, тестированию и документации.',
  'marketing.work.ways.title': 'Как внести вклад',
  'marketing.work.code.title': 'Код',
  'marketing.work.code.body':
    'Lightbox написан на TypeScript: React для каждого экрана, Fastify на сервере и PostgreSQL для данных. Исправьте ошибку, с которой столкнулись, или возьмитесь за открытую задачу.',
  'marketing.work.translations.title': 'Переводы',
  'marketing.work.translations.body':
    'Каждый экран доступен на 25 языках. Носители языка могут улучшать формулировки и поддерживать полноту каждого языка по мере появления нового текста.',
  'marketing.work.design.title': 'Дизайн и доступность',
  'marketing.work.design.body':
    'Помогите сделать оба магазина понятными, быстрыми и удобными для работы с клавиатурой и программой экранного доступа.',
  'marketing.work.testing.title': 'Тестирование',
  'marketing.work.testing.body':
    'Пробуйте новые версии со своим каталогом и в своих браузерах и сообщайте обо всём, что работает не так, как должно.',
  'marketing.work.reports.title': 'Сообщения об ошибках и идеи',
  'marketing.work.reports.body':
    'Понятное сообщение с шагами для воспроизведения проблемы — один из самых полезных вкладов.',
  'marketing.work.docs.title': 'Документация',
  'marketing.work.docs.body':
    'Улучшайте руководства для тех, кто устанавливает, настраивает и обслуживает Lightbox.',
  'marketing.work.start.title': 'С чего начать',
  'marketing.work.start.install':
    'Получите исходный код и установите зависимости с помощью Node.js 20 или новее.',
  'marketing.work.start.run':
    'Запустите оба магазина локально со встроенной базой данных и демонстрационным каталогом.',
  'marketing.work.start.check':
    'Прежде чем предлагать изменение, запустите проверку типов, линтер, проверку полноты переводов и все тесты.',
  'marketing.work.start.focus':
    'Делайте каждое изменение целенаправленным, размещайте тесты рядом с проверяемым кодом и объясняйте, что делает изменение и зачем.',
  'marketing.work.business.title': 'Используете этот магазин в своей компании?',
  'marketing.work.business.body':
    'Если вы хотите обсудить лицензирование материалов для команды или крупного проекта, наш отдел продаж с радостью поможет.',
};

export default messages;
