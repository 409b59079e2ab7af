import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'As suas opções de privacidade',
  'analytics.consent.intro':
    'Utilizamos cookies para manter a loja a funcionar e, com a sua autorização, para medir a utilização e mostrar ofertas adequadas.',
  'analytics.consent.acceptAll': 'Aceitar todos',
  'analytics.consent.rejectAll': 'Apenas necessários',
  'analytics.consent.customise': 'Escolher cookies',
  'analytics.consent.save': 'Guardar escolhas',
  'analytics.consent.close': 'Fechar e aceitar todos os cookies',
  'analytics.consent.alwaysOn': 'Sempre ativos',
  'analytics.consent.settings': 'Definições de cookies',
  'analytics.consent.pageIntro':
    'Escolha os cookies que esta loja pode utilizar. Pode mudar de ideias a qualquer momento através da ligação no rodapé de cada página.',
  'analytics.consent.group.C0001': 'Estritamente necessários',
  'analytics.consent.group.C0001.desc': 'Início de sessão, carrinho e segurança. Não podem ser desativados.',
  'analytics.consent.group.C0002': 'Desempenho',
  'analytics.consent.group.C0002.desc':
    'Conta visitas e mede a velocidade das páginas para melhorarmos a loja.',
  'analytics.consent.group.C0003': 'Funcionais',
  'analytics.consent.group.C0003.desc':
    'Memoriza preferências adicionais. De momento, esta loja não utiliza nenhum cookie deste tipo.',
  'analytics.consent.group.C0004': 'Publicidade direcionada',
  'analytics.consent.group.C0004.desc':
    'Permite que ferramentas de marketing adaptem as ofertas a si. Nenhuma funciona a menos que o operador da loja a adicione.',
  'analytics.consent.group.C0005': 'Redes sociais',
  'analytics.consent.group.C0005.desc':
    'Botões de partilha e redes sociais incorporadas. De momento, esta loja não tem nenhum.',
  'analytics.operator.title': 'Análises da loja',
  'analytics.operator.intro': 'Os últimos {days} dias neste site, a partir dos eventos registados pela loja.',
  'analytics.operator.searchesPerDay': 'Pesquisas por dia',
  'analytics.operator.showFigures': 'Mostrar os números',
  'analytics.operator.funnel': 'Da pesquisa à compra',
  'analytics.operator.topQueries': 'Pesquisas mais frequentes',
  'analytics.operator.zeroResults': 'Pesquisas sem resultados',
  'analytics.operator.zeroResultsIntro':
    'Frases que não encontraram nada: adicione imagens ou palavras-chave para elas.',
  'analytics.operator.topAssets': 'Conteúdos mais vistos',
  'analytics.operator.topBoards': 'Quadros com mais gravações',
  'analytics.operator.consent': 'Consentimento por país',
  'analytics.operator.vitals': 'Web vitals por página (percentil 75)',
  'analytics.operator.empty': 'Ainda nada registado.',
  'analytics.operator.col.day': 'Dia',
  'analytics.operator.col.count': 'Quantidade',
  'analytics.operator.col.step': 'Passo',
  'analytics.operator.col.visitors': 'Visitantes',
  'analytics.operator.col.phrase': 'Frase',
  'analytics.operator.col.country': 'País',
  'analytics.operator.col.acceptedAll': 'Aceitou tudo',
  'analytics.operator.col.performance': 'Permitiu desempenho',
  'analytics.operator.col.page': 'Página',
  'analytics.operator.col.metric': 'Métrica',
  'analytics.operator.col.threshold': 'Bom / mau a partir de',
  'analytics.operator.rating.good': 'Bom',
  'analytics.operator.rating.needs-improvement': 'A melhorar',
  'analytics.operator.rating.poor': 'Mau',
  'analytics.operator.console': 'Consola de operação',
};

export default messages;
