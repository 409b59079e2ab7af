import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Ваши настройки конфиденциальности',
  'analytics.consent.intro':
    'Мы используем файлы cookie для работы магазина и, с вашего разрешения, для измерения посещаемости и показа подходящих предложений.',
  'analytics.consent.acceptAll': 'Принять все',
  'analytics.consent.rejectAll': 'Только необходимые',
  'analytics.consent.customise': 'Выбрать cookie',
  'analytics.consent.save': 'Сохранить выбор',
  'analytics.consent.close': 'Закрыть и принять все cookie',
  'analytics.consent.alwaysOn': 'Всегда включены',
  'analytics.consent.settings': 'Настройки cookie',
  'analytics.consent.pageIntro':
    'Выберите, какие файлы cookie может использовать магазин. Изменить выбор можно в любое время по ссылке внизу каждой страницы.',
  'analytics.consent.group.C0001': 'Строго необходимые',
  'analytics.consent.group.C0001.desc': 'Вход, корзина и безопасность. Их нельзя отключить.',
  'analytics.consent.group.C0002': 'Производительность',
  'analytics.consent.group.C0002.desc':
    'Считают посещения и измеряют скорость страниц, чтобы мы улучшали магазин.',
  'analytics.consent.group.C0003': 'Функциональные',
  'analytics.consent.group.C0003.desc':
    'Запоминает дополнительные настройки. Сейчас магазин не использует такие файлы cookie.',
  'analytics.consent.group.C0004': 'Таргетинг',
  'analytics.consent.group.C0004.desc':
    'Позволяет маркетинговым инструментам подбирать для вас предложения. Они не работают, пока оператор магазина их не добавит.',
  'analytics.consent.group.C0005': 'Социальные сети',
  'analytics.consent.group.C0005.desc':
    'Кнопки «Поделиться» и встроенные социальные сети. Сейчас в магазине их нет.',
  'analytics.operator.title': 'Аналитика магазина',
  'analytics.operator.intro': 'Последние {days} дн. на этом сайте по событиям, записанным магазином.',
  'analytics.operator.searchesPerDay': 'Поиски по дням',
  'analytics.operator.showFigures': 'Показать цифры',
  'analytics.operator.funnel': 'От поиска до покупки',
  'analytics.operator.topQueries': 'Популярные запросы',
  'analytics.operator.zeroResults': 'Поиски без результатов',
  'analytics.operator.zeroResultsIntro':
    'Запросы, по которым ничего не найдено: добавьте для них изображения или ключевые слова.',
  'analytics.operator.topAssets': 'Самые просматриваемые материалы',
  'analytics.operator.topBoards': 'Доски с наибольшим числом сохранений',
  'analytics.operator.consent': 'Согласие по странам',
  'analytics.operator.vitals': 'Веб-показатели по страницам (75-й процентиль)',
  'analytics.operator.empty': 'Пока ничего не записано.',
  'analytics.operator.col.day': 'День',
  'analytics.operator.col.count': 'Количество',
  'analytics.operator.col.step': 'Шаг',
  'analytics.operator.col.visitors': 'Посетители',
  'analytics.operator.col.phrase': 'Запрос',
  'analytics.operator.col.country': 'Страна',
  'analytics.operator.col.acceptedAll': 'Приняли все',
  'analytics.operator.col.performance': 'Разрешили производительность',
  'analytics.operator.col.page': 'Страница',
  'analytics.operator.col.metric': 'Показатель',
  'analytics.operator.col.threshold': 'Хорошо / плохо от',
  'analytics.operator.rating.good': 'Хорошо',
  'analytics.operator.rating.needs-improvement': 'Требует улучшения',
  'analytics.operator.rating.poor': 'Плохо',
  'analytics.operator.console': 'Консоль оператора',
};

export default messages;
