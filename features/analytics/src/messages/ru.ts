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
  'analytics.consent.group.C0003.desc': 'Запоминают выбор страны и языка.',
  'analytics.consent.group.C0004': 'Таргетинг',
  'analytics.consent.group.C0004.desc': 'Помогают показывать предложения по вашим интересам.',
  'analytics.consent.group.C0005': 'Социальные сети',
  'analytics.consent.group.C0005.desc': 'Позволяют делиться изображениями в социальных сетях.',
};

export default messages;
