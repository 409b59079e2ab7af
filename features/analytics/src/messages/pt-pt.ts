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
  'analytics.consent.group.C0003.desc': 'Memoriza escolhas como o seu país e idioma.',
  'analytics.consent.group.C0004': 'Publicidade direcionada',
  'analytics.consent.group.C0004.desc': 'Ajuda-nos a mostrar ofertas de acordo com os seus interesses.',
  'analytics.consent.group.C0005': 'Redes sociais',
  'analytics.consent.group.C0005.desc': 'Permite partilhar imagens nas redes sociais.',
};

export default messages;
