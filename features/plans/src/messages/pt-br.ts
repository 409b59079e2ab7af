import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plans and pricing',
  // Plans and pricing pages, plan pages and their terms (brief H1).
  'plans.pricing.title': 'Planos e preços',
  'plans.pricing.intro':
    'Pague imagens e vídeos do jeito que você trabalha: créditos quando precisar, uma assinatura para o trabalho constante ou um pacote de downloads.',
  'plans.pricing.rates':
    'Preços em {currency}, convertidos de dólares americanos pelas taxas de câmbio de {date}.',
  'plans.pricing.priceUnavailable': 'Preço indisponível',
  'plans.pricing.addToCart': 'Adicionar ao carrinho',
  'plans.pricing.viewPlan': 'Ver plano',
  'plans.pricing.back': 'Todos os planos e preços',
  'plans.pricing.credits.title': 'Pacotes de créditos',
  'plans.pricing.credits.intro': 'Pague uma vez e use os créditos em qualquer imagem ou vídeo royalty-free.',
  'plans.pricing.perCredit': '{price} por crédito',
  'plans.pricing.subscriptions.title': 'Assinaturas',
  'plans.pricing.subscriptions.intro':
    'Um número de downloads todo mês. Pague mensalmente, ou pague uma vez por um ano e acumule os downloads não usados dentro do ano.',
  'plans.pricing.term.legend': 'Cobrança',
  'plans.pricing.term.monthly': 'Mensal',
  'plans.pricing.term.annual': 'Anual',
  'plans.pricing.perMonth': '{price} por mês',
  'plans.pricing.perYear': '{price} por ano',
  'plans.pricing.video.title': 'Premium plus vídeo',
  'plans.pricing.video.intro': 'Os planos Signature plus cobrem todas as imagens e vídeos royalty-free.',
  'plans.pricing.imagePacks.title': 'Pacotes de imagens',
  'plans.pricing.imagePacks.intro': 'Um número de downloads em um tamanho, pago uma vez.',
  'plans.pricing.custom.title': 'Conteúdo sob medida',
  'plans.pricing.custom.intro': 'Envie seus briefings e criamos imagens e vídeos exclusivos para você.',
  'plans.pricing.premium.title': 'Contratos Premium Access',
  'plans.pricing.premium.intro': 'Contratos anuais para empresas, cada um com um limite de downloads no ano.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus vídeo',
  'plans.pricing.size.small': 'pequena',
  'plans.pricing.size.medium': 'média',
  'plans.pricing.size.high': 'alta resolução',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Assinatura editorial',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Conteúdo sob medida',
  'plans.pricing.credits': '{count, plural, one {# crédito} other {# créditos}}',
  'plans.pricing.imagePack': '{count, plural, one {# imagem} other {# imagens}} ({size})',
  'plans.pricing.downloadsPerMonth': '{count, plural, one {# download por mês} other {# downloads por mês}}',
  'plans.pricing.downloadsPerYear': '{count, plural, one {# download por ano} other {# downloads por ano}}',
  'plans.pricing.customAssets': '{count, plural, one {# conteúdo exclusivo} other {# conteúdos exclusivos}}',
  'plans.pricing.faq.title': 'Perguntas sobre os planos',
  'plans.pricing.faq.cancel.q': 'Posso cancelar uma assinatura?',
  'plans.pricing.faq.cancel.a':
    'Sim, a qualquer momento. Um plano mensal vai até o fim do mês pago. Um plano anual deixa de renovar e vai até o fim do seu ano; não há multa por cancelamento antecipado nem reembolso de um ano já iniciado.',
  'plans.pricing.faq.rollover.q': 'O que acontece com os downloads que não uso?',
  'plans.pricing.faq.rollover.a':
    'Em um plano anual, os downloads mensais não usados se acumulam dentro do ano, não passam para o ano seguinte.',
  'plans.pricing.faq.expiry.q': 'Créditos e pacotes de imagens expiram?',
  'plans.pricing.faq.expiry.a':
    'Não, enquanto você entrar pelo menos uma vez por ano. Um pacote não usado pode ser reembolsado em até {days} dias.',
  'plans.pricing.faq.licence.q': 'Por quanto tempo posso usar um download da assinatura?',
  'plans.pricing.faq.licence.a':
    'Um download não usado em um projeto em até {days} dias após o fim do plano perde sua licença.',
  'plans.pricing.faq.payment.q': 'E se um pagamento de renovação falhar?',
  'plans.pricing.faq.payment.a':
    'Ele é tentado novamente {count} vezes ao longo de {days} dias; depois, o plano expira.',
  'plans.pricing.faq.tax.q': 'Os preços incluem impostos?',
  'plans.terms.title': 'Compromisso e cancelamento',
  'plans.terms.includes': 'O que inclui',
  'plans.terms.commitment': 'Compromisso total',
  'plans.terms.cancellation': 'Cancelamento',
  'plans.terms.refund': 'Reembolso',
  'plans.terms.renewal': 'Renovação',
  'plans.terms.monthly.commitment': '{price}, cobrado todo mês. Sem compromisso além do mês pago.',
  'plans.terms.monthly.cancel': 'Cancele quando quiser: o plano vai até o fim do mês pago.',
  'plans.terms.annual.commitment':
    '{price}, um pagamento por {months} meses. Renova todo ano, a menos que você cancele.',
  'plans.terms.annual.cancel':
    'Cancele quando quiser: isso interrompe a próxima renovação e o plano vai até o fim do ano. Sem multa por cancelamento antecipado e sem reembolso de um ano já iniciado.',
  'plans.terms.annual.notice': 'Enviamos um e-mail {days} dias antes de cada renovação.',
  'plans.terms.retries':
    'Um pagamento de renovação que falhar é tentado novamente {count} vezes ao longo de {days} dias; depois, o plano expira.',
  'plans.terms.pack.commitment': '{price}, um único pagamento.',
  'plans.terms.pack.refund': 'Um pacote não usado pode ser reembolsado em até {days} dias.',
  'plans.terms.pack.expiry': 'Nunca expira enquanto você entrar pelo menos uma vez por ano.',
  'plans.terms.credits.expiry': 'Os créditos nunca expiram enquanto você entrar pelo menos uma vez por ano.',
  'plans.terms.tier.essentials': 'Apenas imagens Essentials (não exclusivas).',
  'plans.terms.tier.signature': 'Todas as imagens royalty-free.',
  'plans.terms.tier.signatureplus': 'Todas as imagens e vídeos royalty-free.',
  'plans.terms.rollover':
    'Os downloads mensais não usados se acumulam dentro do ano (não passam para o ano seguinte).',
  'plans.terms.useBy':
    'Um download não usado em um projeto em até {days} dias após o fim do plano perde sua licença.',
  'plans.terms.costs': 'Quanto custa um conteúdo',
  'plans.terms.cost.essentialsImage': 'Imagem Essentials',
  'plans.terms.cost.signatureImage': 'Imagem Signature',
  'plans.terms.cost.essentialsVideo': 'Vídeo Essentials',
  'plans.terms.cost.signatureVideo': 'Vídeo Signature',
  'plans.terms.cost.extended': 'Licença estendida',
  'plans.terms.cost.extendedCredits': '+{image} por imagem, +{video} por vídeo',
  'plans.terms.cap': 'Até {count, plural, one {# download} other {# downloads}} por ano.',
  'plans.terms.projectCode': 'Cada download pede um código de projeto.',
  'plans.terms.overage': 'Downloads acima do limite são cobrados a {price} cada na próxima renovação.',
  'plans.terms.custom.delivery':
    'Cada conteúdo criado para você pode ser baixado por {days} dias após a entrega.',
  'plans.terms.tax':
    'Preços sem impostos; o imposto é adicionado no pagamento conforme o seu país de cobrança.',
};

export default messages;
