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
  'plans.pricing.title': 'Тарифы и цены',
  'plans.pricing.intro':
    'Платите за изображения и видео так, как вы работаете: кредиты, когда они нужны, подписка для постоянной работы или пакет скачиваний.',
  'plans.pricing.rates': 'Цены в {currency}, пересчитаны из долларов США по курсам на {date}.',
  'plans.pricing.priceUnavailable': 'Цена недоступна',
  'plans.pricing.addToCart': 'Добавить в корзину',
  'plans.pricing.viewPlan': 'Подробнее',
  'plans.pricing.back': 'Все тарифы и цены',
  'plans.pricing.credits.title': 'Пакеты кредитов',
  'plans.pricing.credits.intro':
    'Платите один раз и тратьте кредиты на любые изображения и видео без роялти.',
  'plans.pricing.perCredit': '{price} за кредит',
  'plans.pricing.subscriptions.title': 'Подписки',
  'plans.pricing.subscriptions.intro':
    'Определённое число скачиваний каждый месяц. Платите помесячно или один раз за год и переносите неиспользованные скачивания в пределах года.',
  'plans.pricing.term.legend': 'Оплата',
  'plans.pricing.term.monthly': 'Помесячно',
  'plans.pricing.term.annual': 'За год',
  'plans.pricing.perMonth': '{price} в месяц',
  'plans.pricing.perYear': '{price} в год',
  'plans.pricing.video.title': 'Премиум плюс видео',
  'plans.pricing.video.intro': 'Тарифы Signature plus охватывают все изображения и видео без роялти.',
  'plans.pricing.imagePacks.title': 'Пакеты изображений',
  'plans.pricing.imagePacks.intro': 'Определённое число скачиваний одного размера, оплата один раз.',
  'plans.pricing.custom.title': 'Материалы на заказ',
  'plans.pricing.custom.intro':
    'Пришлите нам задания, и мы создадим для вас эксклюзивные изображения и видео.',
  'plans.pricing.premium.title': 'Соглашения Premium Access',
  'plans.pricing.premium.intro': 'Годовые соглашения для компаний, каждое с лимитом скачиваний на год.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature плюс видео',
  'plans.pricing.size.small': 'малый размер',
  'plans.pricing.size.medium': 'средний размер',
  'plans.pricing.size.high': 'высокое разрешение',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Редакционная подписка',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Материалы на заказ',
  'plans.pricing.credits':
    '{count, plural, one {# кредит} few {# кредита} many {# кредитов} other {# кредита}}',
  'plans.pricing.imagePack':
    '{count, plural, one {# изображение} few {# изображения} many {# изображений} other {# изображения}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# скачивание в месяц} few {# скачивания в месяц} many {# скачиваний в месяц} other {# скачивания в месяц}}',
  'plans.pricing.downloadsPerYear':
    '{count, plural, one {# скачивание в год} few {# скачивания в год} many {# скачиваний в год} other {# скачивания в год}}',
  'plans.pricing.customAssets':
    '{count, plural, one {# эксклюзивный материал} few {# эксклюзивных материала} many {# эксклюзивных материалов} other {# эксклюзивного материала}}',
  'plans.pricing.faq.title': 'Вопросы о тарифах',
  'plans.pricing.faq.cancel.q': 'Можно ли отменить подписку?',
  'plans.pricing.faq.cancel.a':
    'Да, в любое время. Помесячный тариф действует до конца оплаченного месяца. Годовой тариф перестаёт продлеваться и действует до конца своего года; платы за досрочное расторжение нет, начатый год не возвращается.',
  'plans.pricing.faq.rollover.q': 'Что происходит с неиспользованными скачиваниями?',
  'plans.pricing.faq.rollover.a':
    'На годовом тарифе неиспользованные ежемесячные скачивания переносятся в пределах года, но не на следующий год.',
  'plans.pricing.faq.expiry.q': 'Сгорают ли кредиты и пакеты изображений?',
  'plans.pricing.faq.expiry.a':
    'Нет, пока вы входите в аккаунт хотя бы раз в год. Неиспользованный пакет можно вернуть в течение {days} дней.',
  'plans.pricing.faq.licence.q': 'Как долго можно использовать скачивание по подписке?',
  'plans.pricing.faq.licence.a':
    'Скачивание, не использованное в проекте в течение {days} дней после окончания тарифа, теряет лицензию.',
  'plans.pricing.faq.payment.q': 'Что, если платёж за продление не прошёл?',
  'plans.pricing.faq.payment.a':
    'Он повторяется {count} раза в течение {days} дней, после чего тариф прекращается.',
  'plans.pricing.faq.tax.q': 'Включены ли налоги в цены?',
  'plans.terms.title': 'Обязательства и отмена',
  'plans.terms.includes': 'Что входит',
  'plans.terms.commitment': 'Общие обязательства',
  'plans.terms.cancellation': 'Отмена',
  'plans.terms.refund': 'Возврат',
  'plans.terms.renewal': 'Продление',
  'plans.terms.monthly.commitment':
    '{price}, списывается каждый месяц. Никаких обязательств сверх оплаченного месяца.',
  'plans.terms.monthly.cancel': 'Отменить можно в любое время: тариф действует до конца оплаченного месяца.',
  'plans.terms.annual.commitment':
    '{price}, один платёж за {months} месяцев. Продлевается каждый год, если вы не отмените.',
  'plans.terms.annual.cancel':
    'Отменить можно в любое время: следующее продление не произойдёт, а тариф будет действовать до конца года. Без платы за досрочное расторжение и без возврата за начатый год.',
  'plans.terms.annual.notice': 'Мы напишем вам за {days} дней до каждого продления.',
  'plans.terms.retries':
    'Неудавшийся платёж за продление повторяется {count} раза в течение {days} дней, после чего тариф прекращается.',
  'plans.terms.pack.commitment': '{price}, один платёж.',
  'plans.terms.pack.refund': 'Неиспользованный пакет можно вернуть в течение {days} дней.',
  'plans.terms.pack.expiry': 'Не сгорает, пока вы входите в аккаунт хотя бы раз в год.',
  'plans.terms.credits.expiry': 'Кредиты не сгорают, пока вы входите в аккаунт хотя бы раз в год.',
  'plans.terms.tier.essentials': 'Только изображения Essentials (неэксклюзивные).',
  'plans.terms.tier.signature': 'Все изображения без роялти.',
  'plans.terms.tier.signatureplus': 'Все изображения и видео без роялти.',
  'plans.terms.rollover':
    'Неиспользованные ежемесячные скачивания переносятся в пределах года (не на следующий год).',
  'plans.terms.useBy':
    'Скачивание, не использованное в проекте в течение {days} дней после окончания тарифа, теряет лицензию.',
  'plans.terms.costs': 'Сколько стоит материал',
  'plans.terms.cost.essentialsImage': 'Изображение Essentials',
  'plans.terms.cost.signatureImage': 'Изображение Signature',
  'plans.terms.cost.essentialsVideo': 'Видео Essentials',
  'plans.terms.cost.signatureVideo': 'Видео Signature',
  'plans.terms.cost.extended': 'Расширенная лицензия',
  'plans.terms.cost.extendedCredits': '+{image} за изображение, +{video} за видео',
  'plans.terms.cap':
    'До {count, plural, one {# скачивания} few {# скачиваний} many {# скачиваний} other {# скачивания}} в год.',
  'plans.terms.projectCode': 'Для каждого скачивания нужен код проекта.',
  'plans.terms.overage':
    'Скачивания сверх лимита стоят {price} за штуку и оплачиваются при следующем продлении.',
  'plans.terms.custom.delivery':
    'Каждый созданный для вас материал можно скачивать в течение {days} дней после передачи.',
  'plans.terms.tax': 'Цены без налогов; налог добавляется при оформлении заказа по стране выставления счёта.',
};

export default messages;
