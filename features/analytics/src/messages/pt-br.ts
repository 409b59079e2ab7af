import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Suas opções de privacidade',
  'analytics.consent.intro':
    'Usamos cookies para manter a loja funcionando e, com sua permissão, para medir o uso e mostrar ofertas adequadas a você.',
  'analytics.consent.acceptAll': 'Aceitar todos',
  'analytics.consent.rejectAll': 'Somente necessários',
  'analytics.consent.customise': 'Escolher cookies',
  'analytics.consent.save': 'Salvar escolhas',
  'analytics.consent.close': 'Fechar e aceitar todos os cookies',
  'analytics.consent.alwaysOn': 'Sempre ativos',
  'analytics.consent.settings': 'Configurações de cookies',
  'analytics.consent.pageIntro':
    'Escolha quais cookies esta loja pode usar. Você pode mudar de ideia a qualquer momento pelo link no rodapé de cada página.',
  'analytics.consent.group.C0001': 'Estritamente necessários',
  'analytics.consent.group.C0001.desc': 'Login, carrinho e segurança. Não podem ser desativados.',
  'analytics.consent.group.C0002': 'Desempenho',
  'analytics.consent.group.C0002.desc':
    'Conta visitas e mede a velocidade das páginas para melhorarmos a loja.',
  'analytics.consent.group.C0003': 'Funcionais',
  'analytics.consent.group.C0003.desc':
    'Lembra preferências extras. No momento, esta loja não usa nenhum cookie desse tipo.',
  'analytics.consent.group.C0004': 'Publicidade direcionada',
  'analytics.consent.group.C0004.desc':
    'Permite que ferramentas de marketing adaptem ofertas a você. Nenhuma funciona a menos que o operador da loja a adicione.',
  'analytics.consent.group.C0005': 'Redes sociais',
  'analytics.consent.group.C0005.desc':
    'Botões de compartilhamento e redes sociais incorporadas. No momento, esta loja não tem nenhum.',
  'analytics.operator.title': 'Análises da loja',
  'analytics.operator.intro':
    'Os últimos {days} dias neste site, a partir dos eventos registrados pela loja.',
  'analytics.operator.searchesPerDay': 'Buscas por dia',
  'analytics.operator.showFigures': 'Mostrar os números',
  'analytics.operator.funnel': 'Da busca à compra',
  'analytics.operator.topQueries': 'Buscas mais frequentes',
  'analytics.operator.zeroResults': 'Buscas sem resultados',
  'analytics.operator.zeroResultsIntro':
    'Frases que não encontraram nada: adicione imagens ou palavras-chave para elas.',
  'analytics.operator.topAssets': 'Conteúdos mais vistos',
  'analytics.operator.topBoards': 'Quadros com mais salvamentos',
  'analytics.operator.consent': 'Consentimento por país',
  'analytics.operator.vitals': 'Web vitals por página (percentil 75)',
  'analytics.operator.empty': 'Nada registrado ainda.',
  'analytics.operator.col.day': 'Dia',
  'analytics.operator.col.count': 'Quantidade',
  'analytics.operator.col.step': 'Etapa',
  'analytics.operator.col.visitors': 'Visitantes',
  'analytics.operator.col.phrase': 'Frase',
  'analytics.operator.col.country': 'País',
  'analytics.operator.col.acceptedAll': 'Aceitou tudo',
  'analytics.operator.col.performance': 'Permitiu desempenho',
  'analytics.operator.col.page': 'Página',
  'analytics.operator.col.metric': 'Métrica',
  'analytics.operator.col.threshold': 'Bom / ruim a partir de',
  'analytics.operator.rating.good': 'Bom',
  'analytics.operator.rating.needs-improvement': 'Precisa melhorar',
  'analytics.operator.rating.poor': 'Ruim',
  'analytics.operator.console': 'Console de operação',
};

export default messages;
