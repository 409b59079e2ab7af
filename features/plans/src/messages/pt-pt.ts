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
};

export default messages;
