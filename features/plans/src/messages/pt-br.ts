import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Planos e preços',
  'plans.spend.title': 'Use seu plano',
  'plans.spend.usesDownloads':
    'Usa {units, plural, one {# download} many {# de downloads} other {# downloads}} dos seus {available, number}',
  'plans.spend.usesCredits':
    'Usa {units, plural, one {# crédito} many {# de créditos} other {# créditos}} dos seus {available, number}',
  'plans.spend.overage': 'Acima do seu limite de downloads: cobrado na próxima renovação',
  'plans.spend.refused.not_rf': 'Os planos licenciam apenas arquivos livres de royalties',
  'plans.spend.refused.media': 'Este plano não cobre este tipo de arquivo',
  'plans.spend.refused.tier': 'Os planos Essentials cobrem apenas arquivos Essentials',
  'plans.spend.refused.agreement': 'Este arquivo não faz parte deste contrato',
  'plans.spend.refused.not_delivered': 'Não entregue para este contrato ou fora do prazo de download',
  'plans.spend.refused.not_enough': 'Saldo insuficiente neste plano',
  'plans.spend.extended':
    'Adicionar a licença estendida: {credits, plural, one {mais # crédito} many {mais # de créditos} other {mais # créditos}}',
  'plans.spend.projectCode': 'Código do projeto',
  'plans.spend.projectCodeHint': 'Obrigatório quando o contrato exigir',
  'plans.spend.note': 'Observação (opcional)',
  'plans.spend.optional': '(opcional)',
  'plans.spend.submit': 'Licenciar com meu plano',
  'plans.spend.confirmTitle': 'Confirme sua licença',
  'plans.spend.confirmBody': 'Licenciar “{title}” com {plan}?',
  'plans.spend.confirm': 'Confirmar e licenciar',
  'plans.spend.back': 'Voltar ao arquivo',
  'plans.spend.licensedTitle': 'Licenciado',
  'plans.spend.licensedBody': '“{title}” agora está licenciado para você.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {Resta # download} many {Restam # de downloads} other {Restam # downloads}} em {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {Resta # crédito} many {Restam # de créditos} other {Restam # créditos}} em {plan}.',
  'plans.spend.download': 'Baixar o arquivo',
  'plans.spend.held': 'Você já tem uma licença para este arquivo: baixe-o novamente sem custo.',
  'plans.spend.getPlan': 'Baixe o que precisar com um plano.',
  'plans.spend.seePlans': 'Ver assinaturas',
  'plans.spend.seeCredits': 'Comprar créditos',
  'plans.spend.noneUsable': 'Nenhum dos seus planos cobre este arquivo.',
  'plans.spend.useBy':
    'Quando seu plano terminar, um download não usado em um projeto em até {days} dias perde a licença.',
  'plans.spend.yourPlans': 'Seus planos',
};

export default messages;
