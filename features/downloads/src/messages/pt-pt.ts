import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licenças e transferências',
  'downloads.history.intro':
    'Todas as suas licenças, das mais recentes para as mais antigas, com cada transferência.',
  'downloads.history.introTeam':
    'Todas as licenças suas e da sua equipa, das mais recentes para as mais antigas, com cada transferência.',
  'downloads.filter.legend': 'Encontrar uma licença',
  'downloads.filter.search': 'Título ou ID do ficheiro',
  'downloads.filter.from': 'Concedida desde',
  'downloads.filter.to': 'Concedida até',
  'downloads.filter.user': 'Membro da equipa',
  'downloads.filter.everyone': 'Todos',
  'downloads.filter.submit': 'Pesquisar',
  'downloads.filter.reset': 'Limpar',
  'downloads.filter.bad':
    'Verifique este campo: as datas escrevem-se AAAA-MM-DD e a primeira vem antes da segunda.',
  'downloads.export': 'Exportar como CSV',
  'downloads.empty': 'Nenhuma licença corresponde a estes filtros.',
  'downloads.model.rf': 'Isenta de royalties',
  'downloads.model.rm': 'Direitos geridos',
  'downloads.model.rr': 'Direitos prontos',
  'downloads.size.small': 'Pequeno',
  'downloads.size.medium': 'Médio',
  'downloads.size.large': 'Grande (original)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vetorial)',
  'downloads.size.ai': 'AI (vetorial)',
  'downloads.licence.id': 'Licença {id}',
  'downloads.licence.order': 'Encomenda {number}',
  'downloads.licence.plan': 'Plano: {plan}',
  'downloads.licence.projectCode': 'Código do projeto: {code}',
  'downloads.licence.granted': 'Concedida a {date}',
  'downloads.licence.holder': 'Licenciada a {name}',
  'downloads.licence.useBy': 'Utilizar até {date}',
  'downloads.licence.usage': 'Utilização: {usage}',
  'downloads.licence.download': 'Transferir novamente',
  'downloads.licence.certificate': 'Comprovativo de licença (PDF)',
  'downloads.list.caption': 'Transferências da licença {id}',
  'downloads.list.none': 'Ainda não transferido.',
  'downloads.list.when': 'Quando',
  'downloads.list.who': 'Quem',
  'downloads.list.size': 'Tamanho',
  'downloads.list.type': 'Tipo',
  'downloads.list.anonymous': 'Ligação do e-mail da encomenda',
  'downloads.type.single': 'Transferência',
  'downloads.type.re_download': 'Nova transferência',
  'downloads.type.anonymous': 'Ligação por e-mail',
  'downloads.type.multiple': 'Transferência múltipla',
  'downloads.page.label': 'Páginas',
  'downloads.page.previous': 'Anterior',
  'downloads.page.next': 'Seguinte',
  'downloads.page.current': 'Página {n}',
  'downloads.csv.asset': 'ID do ficheiro',
  'downloads.csv.title': 'Título',
  'downloads.csv.model': 'Modelo de licença',
  'downloads.csv.obtained': 'Obtida através de',
  'downloads.csv.downloads': 'Transferências',
  'downloads.csv.lastDownload': 'Última transferência',
  'downloads.csv.licence': 'ID da licença',
  'downloads.csv.projectCode': 'Código do projeto',
  'downloads.csv.granted': 'Concedida a',
  'downloads.csv.useBy': 'Utilizar até',
  'downloads.csv.holder': 'Licenciada a',
  'downloads.cert.title': 'Comprovativo de licença',
  'downloads.cert.licensor': 'Licenciante',
  'downloads.cert.licensee': 'Licenciado',
  'downloads.cert.asset': 'Ficheiro',
  'downloads.cert.terms':
    'Concedida nos termos do contrato de licença em {url}. Qualquer pessoa pode verificar este certificado junto do licenciante pelo ID da licença.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'A sua transferência',
  'downloads.zip.ready':
    '{count, plural, one {# ficheiro licenciado está pronto num zip.} many {# ficheiros licenciados estão prontos num zip.} other {# ficheiros licenciados estão prontos num zip.}}',
  'downloads.zip.download': 'Transferir zip',
  'downloads.zip.notLicensed': 'Excluídos porque não tem licença (licencie-os primeiro): {ids}',
  'downloads.zip.notFile': 'Excluídos porque não são ficheiros de imagem fixa: {ids}',
  'downloads.zip.none':
    'Não tem licença de nenhuma das imagens selecionadas. Licencie-as primeiro e depois transfira-as aqui.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Esta ligação de transferência não é válida',
  'downloads.anon.invalid.body':
    'A ligação pode ter sido alterada ou copiada de forma incompleta. Utilize a ligação exatamente como aparece no e-mail da sua encomenda, ou inicie sessão e transfira o ficheiro a partir das suas licenças.',
  'downloads.anon.expired.title': 'Esta ligação de transferência expirou',
  'downloads.anon.expired.body':
    'As ligações de transferência do e-mail da encomenda funcionam durante 7 dias. Inicie sessão para voltar a transferir o ficheiro a partir das suas licenças, sem custos.',
  'downloads.anon.history': 'Ir para as suas licenças',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Utilizar os seus ficheiros',
  'downloads.faq.intro':
    'O que recebe ao transferir um ficheiro licenciado desta loja: formatos, tamanhos, cor e a licença que acompanha o ficheiro.',
  'downloads.faq.toc': 'Nesta página',
  'downloads.faq.photos.title': 'Fotografias',
  'downloads.faq.photos.sizes':
    'As fotografias são vendidas em até três tamanhos: o pequeno tem 800 px no lado maior, o médio 2000 px e o grande é o próprio original. Um tamanho só é oferecido quando é mais pequeno do que o original; nada é ampliado.',
  'downloads.faq.photos.format':
    'Todas as fotografias são transferidas como ficheiro JPEG. O pequeno e o médio são reduzidos a partir do original e guardados com qualidade 90; o grande é o original, guardado com qualidade 90 e todo o detalhe de cor.',
  'downloads.faq.photos.colour':
    'Os ficheiros estão no espaço de cor sRGB, a norma para ecrãs e para a web. Para impressão, converta-os para o perfil da sua gráfica no seu editor de imagem e verifique primeiro uma prova.',
  'downloads.faq.photos.rights':
    'A sua licença acompanha o ficheiro: os metadados XMP indicam o autor, o licenciado e onde estão os termos da licença. Mantenha estes metadados quando editar ou exportar o ficheiro.',
  'downloads.faq.illustrations.title': 'Ilustrações e vetores',
  'downloads.faq.illustrations.body':
    'As ilustrações e os vetores transferem-se como as fotografias: ficheiros JPEG nos tamanhos acima, em sRGB, com a licença nos metadados XMP.',
  'downloads.faq.illustrations.vector':
    'Os vetores importados de ficheiros EPS ou AI também se transferem como esse mesmo ficheiro, byte a byte, com uma licença grande ou a de um plano: o seu histórico de licenças disponibiliza-o como «EPS (vetorial)» ou «AI (vetorial)» ao lado do JPEG. As licenças pequenas e médias transferem só o JPEG; os restantes vetores transferem-se em JPEG.',
  'downloads.faq.video.title': 'Clipes de vídeo',
  'downloads.faq.video.sizes':
    'Os clipes são licenciados em SD, HD (lado maior de pelo menos 1280 px) ou 4K (3840 px), até à resolução do próprio clipe: o 4K só é oferecido para clipes gravados em 4K.',
  'downloads.faq.video.preview':
    'Antes da compra, cada clipe tem uma pré-visualização de 4 segundos com marca de água (WebM, 480 px de largura) e uma imagem fixa.',
  'downloads.faq.video.download':
    'Os clipes licenciados são transferidos como ficheiros MP4 H.264 na definição licenciada, com a frequência de fotogramas e a duração do próprio clipe e com os créditos e os direitos de autor nos metadados do ficheiro. O clipe é criado para si na primeira vez que é transferido (segundos para SD, um ou dois minutos para 4K): a página mostra o progresso e a transferência começa sozinha.',
  'downloads.faq.again.title': 'Transferir novamente',
  'downloads.faq.again.body':
    'Qualquer ficheiro licenciado pode ser transferido novamente sem custos a partir do seu histórico de licenças. Quando compra um ficheiro, o e-mail de confirmação da encomenda inclui também uma ligação de transferência que funciona durante 7 dias sem iniciar sessão.',
  'downloads.faq.again.link': 'Ir para o histórico de licenças',
  'downloads.faq.link': 'Ajuda sobre a utilização dos seus ficheiros',
  'downloads.comps.title': 'Maquetas',
  'downloads.comps.intro':
    'As maquetas com marca de água são gratuitas para paginações e protótipos durante 30 dias a partir da transferência. Licencie o conteúdo para o utilizar no trabalho final.',
  'downloads.comps.usable': 'Utilizável em paginações até {date}',
  'downloads.comps.expired':
    'O período da maqueta terminou a {date}: licencie o conteúdo para continuar a utilizá-lo',
  'downloads.comps.license': 'Licenciar este conteúdo',
  'downloads.drawer.button': 'Transferências',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Transferências (# em curso)} many {Transferências (# em curso)} other {Transferências (# em curso)}}',
  'downloads.drawer.title': 'As suas transferências',
  'downloads.drawer.close': 'Fechar',
  'downloads.drawer.inProgress': 'Em curso',
  'downloads.drawer.done': 'Concluídas',
  'downloads.drawer.empty':
    'Ainda não transferiu nada. Os ficheiros licenciados que transferir aparecem aqui.',
  'downloads.drawer.history': 'Todas as licenças e transferências',
  'downloads.drawer.again': 'Transferir novamente',
  'downloads.drawer.download': 'Transferir',
  'downloads.drawer.zip':
    '{count, plural, one {# ficheiro num zip} many {# ficheiros num zip} other {# ficheiros num zip}}',
  'downloads.drawer.state.preparing': 'A preparar os ficheiros: {percent}%',
  'downloads.drawer.state.ready': 'Pronto para transferir',
  'downloads.drawer.state.sending': 'A transferir: {percent}%',
  'downloads.drawer.state.paused':
    'Parada em {percent}%: retome-a nas transferências do seu navegador ou transfira-a novamente',
  'downloads.drawer.state.done': 'Transferido',
  'downloads.clip.title': 'A preparar o seu clipe',
  'downloads.clip.intro':
    '«{title}» está a ser criado no tamanho que a sua licença concede. A transferência começa aqui assim que estiver pronto: um ou dois minutos para 4K.',
  'downloads.clip.ready': 'Pronto: a sua transferência está a começar.',
  'downloads.clip.retry': 'Transferir quando estiver pronto',
  'downloads.zip.planOffer':
    '{count, plural, one {O seu plano {plan} pode licenciar # outro conteúdo selecionado.} many {O seu plano {plan} pode licenciar # dos outros conteúdos selecionados.} other {O seu plano {plan} pode licenciar # dos outros conteúdos selecionados.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Licenciar # conteúdo com o meu plano e adicioná-lo} many {Licenciar # conteúdos com o meu plano e adicioná-los} other {Licenciar # conteúdos com o meu plano e adicioná-los}}',
};

export default messages;
