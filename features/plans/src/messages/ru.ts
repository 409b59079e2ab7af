import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Тарифы и цены',
  'plans.spend.title': 'Использовать тариф',
  'plans.spend.usesDownloads':
    'Спишет {units, plural, one {# скачивание} few {# скачивания} many {# скачиваний} other {# скачивания}} из ваших {available, number}',
  'plans.spend.usesCredits':
    'Спишет {units, plural, one {# кредит} few {# кредита} many {# кредитов} other {# кредита}} из ваших {available, number}',
  'plans.spend.overage': 'Сверх лимита скачиваний: будет включено в счёт при следующем продлении',
  'plans.spend.refused.not_rf': 'По тарифам лицензируются только файлы роялти-фри',
  'plans.spend.refused.media': 'Этот тариф не распространяется на такой тип файлов',
  'plans.spend.refused.tier': 'Тарифы Essentials распространяются только на файлы Essentials',
  'plans.spend.refused.agreement': 'Этот файл не входит в это соглашение',
  'plans.spend.refused.not_delivered': 'Не предоставлен по этому соглашению или срок скачивания истёк',
  'plans.spend.refused.not_enough': 'На этом тарифе осталось недостаточно',
  'plans.spend.extended':
    'Добавить расширенную лицензию: {credits, plural, one {ещё # кредит} few {ещё # кредита} many {ещё # кредитов} other {ещё # кредита}}',
  'plans.spend.projectCode': 'Код проекта',
  'plans.spend.projectCodeHint': 'Обязателен, если этого требует соглашение',
  'plans.spend.note': 'Примечание (необязательно)',
  'plans.spend.optional': '(необязательно)',
  'plans.spend.submit': 'Лицензировать по моему тарифу',
  'plans.spend.confirmTitle': 'Подтвердите лицензию',
  'plans.spend.confirmBody': 'Лицензировать «{title}» по тарифу {plan}?',
  'plans.spend.confirm': 'Подтвердить и лицензировать',
  'plans.spend.back': 'Назад к файлу',
  'plans.spend.licensedTitle': 'Лицензия получена',
  'plans.spend.licensedBody': 'Лицензия на «{title}» теперь ваша.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {Осталось # скачивание} few {Осталось # скачивания} many {Осталось # скачиваний} other {Осталось # скачивания}} по тарифу {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {Остался # кредит} few {Осталось # кредита} many {Осталось # кредитов} other {Осталось # кредита}} по тарифу {plan}.',
  'plans.spend.download': 'Скачать файл',
  'plans.spend.held': 'У вас уже есть лицензия на этот файл: скачайте его снова бесплатно.',
  'plans.spend.getPlan': 'Скачивайте нужное по тарифу.',
  'plans.spend.seePlans': 'Посмотреть подписки',
  'plans.spend.seeCredits': 'Купить кредиты',
  'plans.spend.noneUsable': 'Ни один из ваших тарифов не распространяется на этот файл.',
  'plans.spend.useBy':
    'Когда тариф закончится, скачивание, не использованное в проекте в течение {days} суток, теряет лицензию.',
  'plans.spend.yourPlans': 'Ваши тарифы',
};

export default messages;
