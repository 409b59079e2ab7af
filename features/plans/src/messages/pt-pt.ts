import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Planos e preços',
  'plans.spend.title': 'Utilize o seu plano',
  'plans.spend.usesDownloads':
    'Utiliza {units, plural, one {# transferência} many {# de transferências} other {# transferências}} das suas {available, number}',
  'plans.spend.usesCredits':
    'Utiliza {units, plural, one {# crédito} many {# de créditos} other {# créditos}} dos seus {available, number}',
  'plans.spend.overage': 'Acima do seu limite de transferências: faturado na próxima renovação',
  'plans.spend.refused.not_rf': 'Os planos licenciam apenas ficheiros isentos de royalties',
  'plans.spend.refused.media': 'Este plano não abrange este tipo de ficheiro',
  'plans.spend.refused.tier': 'Os planos Essentials abrangem apenas ficheiros Essentials',
  'plans.spend.refused.agreement': 'Este ficheiro não faz parte deste contrato',
  'plans.spend.refused.not_delivered': 'Não entregue para este contrato ou fora do prazo de transferência',
  'plans.spend.refused.not_enough': 'Saldo insuficiente neste plano',
  'plans.spend.extended':
    'Adicionar a licença alargada: {credits, plural, one {mais # crédito} many {mais # de créditos} other {mais # créditos}}',
  'plans.spend.projectCode': 'Código do projeto',
  'plans.spend.projectCodeHint': 'Obrigatório quando o contrato o exigir',
  'plans.spend.note': 'Nota (opcional)',
  'plans.spend.optional': '(opcional)',
  'plans.spend.submit': 'Licenciar com o meu plano',
  'plans.spend.confirmTitle': 'Confirme a sua licença',
  'plans.spend.confirmBody': 'Licenciar «{title}» com {plan}?',
  'plans.spend.confirm': 'Confirmar e licenciar',
  'plans.spend.back': 'Voltar ao ficheiro',
  'plans.spend.licensedTitle': 'Licenciado',
  'plans.spend.licensedBody': '«{title}» está agora licenciado para si.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {Resta # transferência} many {Restam # de transferências} other {Restam # transferências}} em {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {Resta # crédito} many {Restam # de créditos} other {Restam # créditos}} em {plan}.',
  'plans.spend.download': 'Transferir o ficheiro',
  'plans.spend.held': 'Já tem uma licença para este ficheiro: transfira-o novamente sem custos.',
  'plans.spend.getPlan': 'Transfira o que precisa com um plano.',
  'plans.spend.seePlans': 'Ver subscrições',
  'plans.spend.seeCredits': 'Comprar créditos',
  'plans.spend.noneUsable': 'Nenhum dos seus planos abrange este ficheiro.',
  'plans.spend.useBy':
    'Quando o seu plano terminar, uma transferência não utilizada num projeto no prazo de {days} dias perde a licença.',
  'plans.spend.yourPlans': 'Os seus planos',
  'plans.pricing.title': 'Planos e preços',
  'plans.pricing.intro':
    'Pague imagens e vídeos à sua maneira: créditos quando precisar, uma subscrição para trabalho regular ou um pacote de transferências.',
  'plans.pricing.rates':
    'Preços em {currency}, convertidos de dólares americanos às taxas de câmbio de {date}.',
  'plans.pricing.priceUnavailable': 'Preço indisponível',
  'plans.pricing.addToCart': 'Adicionar ao carrinho',
  'plans.pricing.viewPlan': 'Ver plano',
  'plans.pricing.back': 'Todos os planos e preços',
  'plans.pricing.credits.title': 'Pacotes de créditos',
  'plans.pricing.credits.intro':
    'Pague uma vez e utilize os créditos em qualquer imagem ou vídeo isento de royalties.',
  'plans.pricing.perCredit': '{price} por crédito',
  'plans.pricing.subscriptions.title': 'Subscrições',
  'plans.pricing.subscriptions.intro':
    'Um número de transferências todos os meses. Pague mensalmente, ou pague uma vez por um ano e acumule as transferências não utilizadas dentro do ano.',
  'plans.pricing.term.legend': 'Faturação',
  'plans.pricing.term.monthly': 'Mensal',
  'plans.pricing.term.annual': 'Anual',
  'plans.pricing.perMonth': '{price} por mês',
  'plans.pricing.perYear': '{price} por ano',
  'plans.pricing.video.title': 'Premium plus vídeo',
  'plans.pricing.video.intro':
    'Os planos Signature plus cobrem todas as imagens e vídeos isentos de royalties.',
  'plans.pricing.imagePacks.title': 'Pacotes de imagens',
  'plans.pricing.imagePacks.intro': 'Um número de transferências num tamanho, pago uma vez.',
  'plans.pricing.custom.title': 'Conteúdo personalizado',
  'plans.pricing.custom.intro': 'Envie-nos os seus briefings e criamos imagens e vídeos exclusivos para si.',
  'plans.pricing.premium.title': 'Contratos Premium Access',
  'plans.pricing.premium.intro':
    'Contratos anuais para empresas, cada um com um limite de transferências no ano.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus vídeo',
  'plans.pricing.size.small': 'pequena',
  'plans.pricing.size.medium': 'média',
  'plans.pricing.size.high': 'alta resolução',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Subscrição editorial',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Conteúdo personalizado',
  'plans.pricing.credits': '{count, plural, one {# crédito} other {# créditos}}',
  'plans.pricing.imagePack': '{count, plural, one {# imagem} other {# imagens}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# transferência por mês} other {# transferências por mês}}',
  'plans.pricing.downloadsPerYear':
    '{count, plural, one {# transferência por ano} other {# transferências por ano}}',
  'plans.pricing.customAssets': '{count, plural, one {# conteúdo exclusivo} other {# conteúdos exclusivos}}',
  'plans.pricing.faq.title': 'Perguntas sobre os planos',
  'plans.pricing.faq.cancel.q': 'Posso cancelar uma subscrição?',
  'plans.pricing.faq.cancel.a':
    'Sim, a qualquer momento. Um plano mensal dura até ao fim do mês pago. Um plano anual deixa de renovar e dura até ao fim do seu ano; não há penalização por cancelamento antecipado nem reembolso de um ano já iniciado.',
  'plans.pricing.faq.rollover.q': 'O que acontece às transferências que não utilizo?',
  'plans.pricing.faq.rollover.a':
    'Num plano anual, as transferências mensais não utilizadas acumulam dentro do ano, não passam para o ano seguinte.',
  'plans.pricing.faq.expiry.q': 'Créditos e pacotes de imagens expiram?',
  'plans.pricing.faq.expiry.a':
    'Não, enquanto iniciar sessão pelo menos uma vez por ano. Um pacote não utilizado pode ser reembolsado no prazo de {days} dias.',
  'plans.pricing.faq.licence.q': 'Durante quanto tempo posso utilizar uma transferência da subscrição?',
  'plans.pricing.faq.licence.a':
    'Uma transferência não utilizada num projeto no prazo de {days} dias após o fim do plano perde a sua licença.',
  'plans.pricing.faq.payment.q': 'E se um pagamento de renovação falhar?',
  'plans.pricing.faq.payment.a':
    'É tentado novamente {count} vezes ao longo de {days} dias; depois, o plano caduca.',
  'plans.pricing.faq.tax.q': 'Os preços incluem impostos?',
  'plans.terms.title': 'Compromisso e cancelamento',
  'plans.terms.includes': 'O que inclui',
  'plans.terms.commitment': 'Compromisso total',
  'plans.terms.cancellation': 'Cancelamento',
  'plans.terms.refund': 'Reembolso',
  'plans.terms.renewal': 'Renovação',
  'plans.terms.monthly.commitment': '{price}, cobrado todos os meses. Sem compromisso para além do mês pago.',
  'plans.terms.monthly.cancel': 'Cancele quando quiser: o plano dura até ao fim do mês pago.',
  'plans.terms.annual.commitment':
    '{price}, um pagamento por {months} meses. Renova todos os anos, a menos que cancele.',
  'plans.terms.annual.cancel':
    'Cancele quando quiser: isso interrompe a próxima renovação e o plano dura até ao fim do ano. Sem penalização por cancelamento antecipado e sem reembolso de um ano já iniciado.',
  'plans.terms.annual.notice': 'Enviamos um e-mail {days} dias antes de cada renovação.',
  'plans.terms.retries':
    'Um pagamento de renovação falhado é tentado novamente {count} vezes ao longo de {days} dias; depois, o plano caduca.',
  'plans.terms.pack.commitment': '{price}, um único pagamento.',
  'plans.terms.pack.refund': 'Um pacote não utilizado pode ser reembolsado no prazo de {days} dias.',
  'plans.terms.pack.expiry': 'Nunca expira enquanto iniciar sessão pelo menos uma vez por ano.',
  'plans.terms.credits.expiry':
    'Os créditos nunca expiram enquanto iniciar sessão pelo menos uma vez por ano.',
  'plans.terms.tier.essentials': 'Apenas imagens Essentials (não exclusivas).',
  'plans.terms.tier.signature': 'Todas as imagens isentas de royalties.',
  'plans.terms.tier.signatureplus': 'Todas as imagens e vídeos isentos de royalties.',
  'plans.terms.rollover':
    'As transferências mensais não utilizadas acumulam dentro do ano (não passam para o ano seguinte).',
  'plans.terms.useBy':
    'Uma transferência não utilizada num projeto no prazo de {days} dias após o fim do plano perde a sua licença.',
  'plans.terms.costs': 'Quanto custa um conteúdo',
  'plans.terms.cost.essentialsImage': 'Imagem Essentials',
  'plans.terms.cost.signatureImage': 'Imagem Signature',
  'plans.terms.cost.essentialsVideo': 'Vídeo Essentials',
  'plans.terms.cost.signatureVideo': 'Vídeo Signature',
  'plans.terms.cost.extended': 'Licença alargada',
  'plans.terms.cost.extendedCredits': '+{image} por imagem, +{video} por vídeo',
  'plans.terms.cap': 'Até {count, plural, one {# transferência} other {# transferências}} por ano.',
  'plans.terms.projectCode': 'Cada transferência pede um código de projeto.',
  'plans.terms.overage':
    'As transferências acima do limite são cobradas a {price} cada na próxima renovação.',
  'plans.terms.custom.delivery':
    'Cada conteúdo criado para si pode ser transferido durante {days} dias após a entrega.',
  'plans.terms.tax':
    'Preços sem impostos; o imposto é adicionado no pagamento de acordo com o seu país de faturação.',
};

export default messages;
