import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plans and pricing',
  'plans.spend.usesDownloads':
    'Uses {units, plural, one {# download} other {# downloads}} of your {available, number}',
  'plans.spend.usesCredits':
    'Uses {units, plural, one {# credit} other {# credits}} of your {available, number}',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# download} other {# downloads}} left on {plan}.',
  'plans.spend.useBy':
    'When your plan ends, a download not used in a project within {days} days loses its license.',
  'plans.spend.title': 'Use your plan',
  'plans.spend.overage': 'Past your download cap: billed with your next renewal',
  'plans.spend.refused.not_rf': 'Plans license royalty-free assets only',
  'plans.spend.refused.media': 'This plan does not cover this kind of asset',
  'plans.spend.refused.tier': 'Essentials plans cover essentials assets only',
  'plans.spend.refused.agreement': 'This asset is not part of this agreement',
  'plans.spend.refused.not_delivered': 'Not delivered for this agreement, or past its download deadline',
  'plans.spend.refused.not_enough': 'Not enough left on this plan',
  'plans.spend.extended':
    'Add the extended license: {credits, plural, one {# more credit} other {# more credits}}',
  'plans.spend.projectCode': 'Project code',
  'plans.spend.projectCodeHint': 'Required when the agreement asks for one',
  'plans.spend.note': 'Note (optional)',
  'plans.spend.optional': '(optional)',
  'plans.spend.submit': 'License with my plan',
  'plans.spend.confirmTitle': 'Confirm your license',
  'plans.spend.confirmBody': 'License “{title}” with {plan}?',
  'plans.spend.confirm': 'Confirm and license',
  'plans.spend.back': 'Back to the asset',
  'plans.spend.licensedTitle': 'Licensed',
  'plans.spend.licensedBody': '“{title}” is licensed to you.',
  'plans.spend.remainingCredits': '{remaining, plural, one {# credit} other {# credits}} left on {plan}.',
  'plans.spend.download': 'Download the file',
  'plans.spend.held': 'You hold a license for this asset: download it again at no cost.',
  'plans.spend.getPlan': 'Download what you need on a plan.',
  'plans.spend.seePlans': 'See subscriptions',
  'plans.spend.seeCredits': 'Buy credits',
  'plans.spend.noneUsable': 'None of your plans covers this asset.',
  'plans.spend.yourPlans': 'Your plans',
  // Plans and pricing pages, plan pages and their terms (brief H1).
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
