import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Лицензии и загрузки',
  'downloads.history.intro': 'Все ваши лицензии, сначала новые, с каждой их загрузкой.',
  'downloads.history.introTeam': 'Все лицензии ваши и вашей команды, сначала новые, с каждой их загрузкой.',
  'downloads.filter.legend': 'Найти лицензию',
  'downloads.filter.search': 'Название или ID файла',
  'downloads.filter.from': 'Выдана с',
  'downloads.filter.to': 'Выдана по',
  'downloads.filter.user': 'Участник команды',
  'downloads.filter.everyone': 'Все',
  'downloads.filter.submit': 'Найти',
  'downloads.filter.reset': 'Сбросить',
  'downloads.filter.bad': 'Проверьте поле: даты пишутся в формате ГГГГ-ММ-ДД, и первая раньше второй.',
  'downloads.export': 'Экспорт в CSV',
  'downloads.empty': 'Нет лицензий, подходящих под эти фильтры.',
  'downloads.model.rf': 'Без роялти',
  'downloads.model.rm': 'Управляемые права',
  'downloads.model.rr': 'Готовые права',
  'downloads.size.small': 'Маленький',
  'downloads.size.medium': 'Средний',
  'downloads.size.large': 'Большой (оригинал)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (вектор)',
  'downloads.size.ai': 'AI (вектор)',
  'downloads.licence.id': 'Лицензия {id}',
  'downloads.licence.order': 'Заказ {number}',
  'downloads.licence.plan': 'Тариф: {plan}',
  'downloads.licence.projectCode': 'Код проекта: {code}',
  'downloads.licence.granted': 'Выдана {date}',
  'downloads.licence.holder': 'Лицензиат: {name}',
  'downloads.licence.useBy': 'Использовать до {date}',
  'downloads.licence.usage': 'Использование: {usage}',
  'downloads.licence.download': 'Скачать снова',
  'downloads.licence.certificate': 'Подтверждение лицензии (PDF)',
  'downloads.list.caption': 'Загрузки лицензии {id}',
  'downloads.list.none': 'Ещё не скачано.',
  'downloads.list.when': 'Когда',
  'downloads.list.who': 'Кто',
  'downloads.list.size': 'Размер',
  'downloads.list.type': 'Тип',
  'downloads.list.anonymous': 'Ссылка из письма о заказе',
  'downloads.type.single': 'Загрузка',
  'downloads.type.re_download': 'Повторная загрузка',
  'downloads.type.anonymous': 'Ссылка из письма',
  'downloads.type.multiple': 'Множественная загрузка',
  'downloads.page.label': 'Страницы',
  'downloads.page.previous': 'Назад',
  'downloads.page.next': 'Далее',
  'downloads.page.current': 'Страница {n}',
  'downloads.csv.asset': 'ID файла',
  'downloads.csv.title': 'Название',
  'downloads.csv.model': 'Модель лицензии',
  'downloads.csv.obtained': 'Получена через',
  'downloads.csv.downloads': 'Загрузки',
  'downloads.csv.lastDownload': 'Последняя загрузка',
  'downloads.csv.licence': 'ID лицензии',
  'downloads.csv.projectCode': 'Код проекта',
  'downloads.csv.granted': 'Выдана',
  'downloads.csv.useBy': 'Использовать до',
  'downloads.csv.holder': 'Лицензиат',
  'downloads.cert.title': 'Подтверждение лицензии',
  'downloads.cert.licensor': 'Лицензиар',
  'downloads.cert.licensee': 'Лицензиат',
  'downloads.cert.asset': 'Файл',
  'downloads.cert.terms':
    'Выдана по лицензионному соглашению по адресу {url}. Любой может проверить этот сертификат у лицензиара по ID лицензии.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Ваша загрузка',
  'downloads.zip.ready':
    '{count, plural, one {# лицензированный файл готов в одном zip-архиве.} few {# лицензированных файла готовы в одном zip-архиве.} many {# лицензированных файлов готовы в одном zip-архиве.} other {# лицензированного файла готово в одном zip-архиве.}}',
  'downloads.zip.download': 'Скачать zip',
  'downloads.zip.notLicensed':
    'Не включены, так как у вас нет на них лицензии (сначала приобретите лицензию): {ids}',
  'downloads.zip.notFile': 'Не включены, так как это не файлы неподвижных изображений: {ids}',
  'downloads.zip.none':
    'Ни на одно из выбранных изображений у вас нет лицензии. Сначала приобретите лицензию, затем скачайте их здесь.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Эта ссылка для скачивания недействительна',
  'downloads.anon.invalid.body':
    'Возможно, ссылка была изменена или скопирована не полностью. Используйте ссылку точно в том виде, в каком она указана в письме о заказе, или войдите и скачайте файл в разделе лицензий.',
  'downloads.anon.expired.title': 'Срок действия ссылки для скачивания истёк',
  'downloads.anon.expired.body':
    'Ссылки для скачивания в письме о заказе действуют 7 дней. Войдите, чтобы бесплатно скачать файл повторно в разделе лицензий.',
  'downloads.anon.history': 'Перейти к лицензиям',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Использование файлов',
  'downloads.faq.intro':
    'Что вы получаете, скачивая лицензированный файл в этом магазине: форматы, размеры, цвет и лицензия, которая сопровождает файл.',
  'downloads.faq.toc': 'На этой странице',
  'downloads.faq.photos.title': 'Фотографии',
  'downloads.faq.photos.sizes':
    'Фотографии продаются в трёх размерах или меньше: маленький — 800 пикселей по длинной стороне, средний — 2000 пикселей, а большой — сам оригинал. Размер предлагается, только если он меньше оригинала; ничего не увеличивается.',
  'downloads.faq.photos.format':
    'Каждая фотография скачивается как файл JPEG. Маленький и средний размеры уменьшаются из оригинала и сохраняются с качеством 90; большой — это оригинал, сохранённый с качеством 90 и полной цветовой детализацией.',
  'downloads.faq.photos.colour':
    'Файлы представлены в цветовом пространстве sRGB — стандарте для экранов и интернета. Для печати преобразуйте их в профиль типографии в графическом редакторе и сначала проверьте цветопробу.',
  'downloads.faq.photos.rights':
    'Лицензия сопровождает файл: его метаданные XMP указывают автора, лицензиата и место, где находятся условия лицензии. Сохраняйте эти метаданные при редактировании и экспорте файла.',
  'downloads.faq.illustrations.title': 'Иллюстрации и векторная графика',
  'downloads.faq.illustrations.body':
    'Иллюстрации и векторная графика скачиваются так же, как фотографии: файлы JPEG в указанных выше размерах, в sRGB, с лицензией в метаданных XMP.',
  'downloads.faq.illustrations.vector':
    'Векторы, импортированные из файлов EPS или AI, с лицензией большого размера или лицензией по плану можно скачать и в виде самого этого файла, байт в байт: история лицензий предлагает его как «EPS (вектор)» или «AI (вектор)» рядом с JPEG. С лицензиями малого и среднего размера скачивается только JPEG; остальные векторы скачиваются в JPEG.',
  'downloads.faq.video.title': 'Видеоклипы',
  'downloads.faq.video.sizes':
    'Клипы лицензируются в качестве SD, HD (длинная сторона не менее 1280 пикселей) или 4K (3840 пикселей) в пределах собственного разрешения клипа: 4K предлагается только для клипов, снятых в 4K.',
  'downloads.faq.video.preview':
    'Перед покупкой у каждого клипа есть 4-секундный предпросмотр с водяным знаком (WebM, ширина 480 пикселей) и неподвижный кадр.',
  'downloads.faq.video.download':
    'Лицензированные клипы скачиваются в виде файлов MP4 (H.264) в лицензированном качестве, с собственной частотой кадров и длительностью клипа, а также с указанием автора и авторских прав в метаданных файла. Клип создаётся для вас при первом скачивании (несколько секунд для SD, минута-две для 4K): на странице виден ход подготовки, и скачивание начнётся само.',
  'downloads.faq.again.title': 'Повторное скачивание',
  'downloads.faq.again.body':
    'Любой лицензированный файл можно бесплатно скачать повторно из истории лицензий. При покупке файла письмо с подтверждением заказа также содержит ссылку для скачивания, которая действует 7 дней без входа в аккаунт.',
  'downloads.faq.again.link': 'Перейти к истории лицензий',
  'downloads.faq.link': 'Справка по использованию файлов',
  'downloads.comps.title': 'Эскизы',
  'downloads.comps.intro':
    'Эскизы с водяным знаком можно бесплатно использовать в макетах и черновых вариантах в течение 30 дней после скачивания. Чтобы использовать материал в готовой работе, приобретите лицензию.',
  'downloads.comps.usable': 'Можно использовать в макетах до {date}',
  'downloads.comps.expired':
    'Срок использования эскиза истёк {date}: приобретите лицензию, чтобы продолжить его использовать',
  'downloads.comps.license': 'Приобрести лицензию',
  'downloads.drawer.button': 'Загрузки',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Загрузки (# в процессе)} few {Загрузки (# в процессе)} many {Загрузки (# в процессе)} other {Загрузки (# в процессе)}}',
  'downloads.drawer.title': 'Ваши загрузки',
  'downloads.drawer.close': 'Закрыть',
  'downloads.drawer.inProgress': 'Выполняются',
  'downloads.drawer.done': 'Завершены',
  'downloads.drawer.empty':
    'Вы ещё ничего не скачали. Здесь появятся лицензированные файлы, которые вы скачаете.',
  'downloads.drawer.history': 'Все лицензии и загрузки',
  'downloads.drawer.again': 'Скачать снова',
  'downloads.drawer.download': 'Скачать',
  'downloads.drawer.zip':
    '{count, plural, one {# файл в одном zip-архиве} few {# файла в одном zip-архиве} many {# файлов в одном zip-архиве} other {# файла в одном zip-архиве}}',
  'downloads.drawer.state.preparing': 'Подготовка файлов: {percent} %',
  'downloads.drawer.state.ready': 'Готово к скачиванию',
  'downloads.drawer.state.sending': 'Скачивание: {percent} %',
  'downloads.drawer.state.paused':
    'Остановлено на {percent} %: возобновите скачивание в загрузках браузера или скачайте файл снова',
  'downloads.drawer.state.done': 'Скачано',
  'downloads.clip.title': 'Подготовка клипа',
  'downloads.clip.intro':
    '«{title}» создаётся в размере, который предусматривает ваша лицензия. Скачивание начнётся здесь, как только клип будет готов: для 4K это займёт минуту-две.',
  'downloads.clip.ready': 'Готово: скачивание начинается.',
  'downloads.clip.retry': 'Скачать, когда будет готово',
  'downloads.zip.planOffer':
    '{count, plural, one {Ваш тариф {plan} позволяет лицензировать ещё # выбранный материал.} few {Ваш тариф {plan} позволяет лицензировать ещё # выбранных материала.} many {Ваш тариф {plan} позволяет лицензировать ещё # выбранных материалов.} other {Ваш тариф {plan} позволяет лицензировать ещё # выбранного материала.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Лицензировать # материал по моему тарифу и добавить} few {Лицензировать # материала по моему тарифу и добавить} many {Лицензировать # материалов по моему тарифу и добавить} other {Лицензировать # материала по моему тарифу и добавить}}',
};

export default messages;
