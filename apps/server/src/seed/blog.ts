import { Readable } from 'node:stream';
import { type StorageService, sanitizeArticleHtml } from '@afilia/api/server';
import { blogArticles, blogComments, type Database, eq, inArray } from '@afilia/db';
import type { BlogCategory } from '@afilia/validators';
import { gradientPng } from './images';

const DAY_MS = 24 * 60 * 60 * 1000;
type Rgb = [number, number, number];

export interface DemoArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  /** Days before the seed ran that it was published; null for a draft (written `draftDaysAgo` ago). */
  publishedDaysAgo: number | null;
  draftDaysAgo?: number;
  /** The cover's gradient (1200×630, the size link previews use). */
  colors: [Rgb, Rgb];
  html: string;
}

export interface DemoComment {
  slug: string;
  authorEmail: string;
  body: string;
  approved: boolean;
  /** Days after the article's publication. */
  daysAfter: number;
}

/**
 * The demo blog: five published articles over the last three months and one draft, by the demo admin, about
 * selling through affiliates; real, useful text (400–900 words each).
 */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'como-recrutar-afiliados-que-realmente-vendem',
    title: 'Como recrutar afiliados que realmente vendem',
    excerpt:
      'Ter centenas de afiliados cadastrados não significa ter vendas. Veja onde encontrar parceiros com audiência de verdade, como avaliá-los e o que oferecer para que eles escolham o seu produto.',
    category: 'afiliados',
    tags: ['recrutamento', 'afiliados', 'parcerias'],
    publishedDaysAgo: 84,
    colors: [
      [79, 70, 229],
      [236, 72, 153],
    ],
    html: `
<p>Quem começa a vender com afiliados costuma medir o sucesso pelo número de cadastros. É um engano compreensível: a lista cresce, o painel fica cheio de nomes e parece que a máquina de vendas está montada. Na prática, em quase todo programa de afiliados, uma pequena parte dos parceiros gera a maior parte das vendas. Por isso, recrutar bem vale mais do que recrutar muito.</p>
<h2>Comece pelo perfil do seu comprador, não do afiliado</h2>
<p>Antes de sair convidando pessoas, descreva com clareza quem compra o seu produto: idade, profissão, problema que quer resolver, onde passa o tempo on-line e em quem confia. O afiliado ideal é alguém que já conversa com esse público todos os dias. Um curso de confeitaria vende melhor pelas mãos de uma confeiteira com um grupo ativo de alunas do que por um perfil genérico de "renda extra" com cem mil seguidores.</p>
<p>Com esse retrato em mãos, procure parceiros em lugares onde o seu comprador já está:</p>
<ul>
<li><strong>Clientes satisfeitos:</strong> quem comprou, usou e teve resultado é o afiliado mais convincente que existe. Convide-os logo depois de uma avaliação positiva.</li>
<li><strong>Criadores de conteúdo de nicho:</strong> perfis menores, com comentários e conversas de verdade, costumam converter melhor do que contas enormes e pouco engajadas.</li>
<li><strong>Profissionais complementares:</strong> uma nutricionista pode indicar um curso de culinária saudável; um contador pode indicar uma planilha de gestão financeira.</li>
<li><strong>Comunidades e grupos:</strong> administradores de grupos de WhatsApp, Telegram e fóruns conhecem as dores do público e sabem o que ele compra.</li>
</ul>
<h2>Avalie antes de aprovar</h2>
<p>Na Afilia você pode deixar um produto aberto para qualquer revendedor, restrito aos seus próprios revendedores ou sujeito à sua aprovação. Para produtos de ticket alto ou com marca forte, a aprovação manual protege a sua reputação. Na hora de avaliar um pedido, olhe três coisas: se o conteúdo do candidato conversa com o seu público, se ele já indicou outros produtos de forma honesta e se a audiência interage de verdade, com perguntas e comentários, e não apenas curtidas.</p>
<blockquote><p>Um afiliado que indica tudo não indica nada. Prefira quem recusa produtos que não combinam com o próprio público.</p></blockquote>
<h2>Ofereça um motivo para escolherem você</h2>
<p>Bons afiliados recebem convites o tempo todo. Para que escolham o seu produto, a proposta precisa ser clara e competitiva. Uma comissão justa é o ponto de partida, mas não é tudo. O que mais pesa na decisão é a facilidade de vender:</p>
<ul>
<li>uma página de produto que converte, com descrição honesta, imagens reais e respostas para as dúvidas mais comuns;</li>
<li>materiais prontos: textos para WhatsApp, roteiros de stories, imagens nos formatos certos e uma lista de objeções com respostas;</li>
<li>um prazo de atribuição generoso, para que a venda seja creditada mesmo quando o cliente pensa alguns dias antes de comprar;</li>
<li>pagamento pontual e transparente, com relatórios que o afiliado consegue conferir sozinho.</li>
</ul>
<h2>Faça um bom primeiro mês</h2>
<p>A maioria dos afiliados desiste nas primeiras semanas, quando divulga o link e a primeira venda demora. Acompanhe de perto quem acabou de entrar: mande uma mensagem de boas-vindas, explique como gerar o link, sugira uma primeira ação simples, como um depoimento pessoal nos stories, e comemore a primeira venda junto com ele. Esse cuidado inicial custa pouco e transforma cadastros em parceiros ativos.</p>
<h2>Meça e renove a sua base</h2>
<p>A cada mês, olhe para os números de cada afiliado: cliques, vendas e taxa de conversão. Quem tem muitos cliques e poucas vendas talvez esteja falando com o público errado, ou a sua página não responde às dúvidas que ele levanta. Quem vende bem merece atenção especial: materiais exclusivos, acesso antecipado a lançamentos e, quando fizer sentido, uma comissão maior. Recrutar afiliados não é uma campanha com começo e fim, é um processo contínuo de encontrar, apoiar e reter as pessoas certas.</p>
`,
  },
  {
    slug: 'comissao-de-afiliados-como-definir-o-percentual-ideal',
    title: 'Comissão de afiliados: como definir o percentual ideal',
    excerpt:
      'Percentual ou valor fixo? Comissão única ou recorrente? Um passo a passo para calcular quanto você pode pagar aos afiliados sem comprometer a margem do seu produto.',
    category: 'estrategia',
    tags: ['comissão', 'precificação', 'afiliados'],
    publishedDaysAgo: 63,
    colors: [
      [14, 116, 144],
      [34, 197, 94],
    ],
    html: `
<p>A pergunta mais comum de quem cria um programa de afiliados é quanto pagar de comissão. Pagar pouco afasta os bons parceiros; pagar demais pode transformar cada venda em prejuízo. A boa notícia é que dá para chegar a um número com uma conta simples, feita a partir dos custos reais do seu produto.</p>
<h2>Comece pela margem, não pelo mercado</h2>
<p>Olhar o que a concorrência paga ajuda, mas a referência principal é a sua própria margem. Liste tudo o que sai de cada venda antes de qualquer comissão:</p>
<ul>
<li>taxas do meio de pagamento (cartão, Pix ou boleto);</li>
<li>impostos sobre a venda, de acordo com o seu regime tributário;</li>
<li>custos de entrega: hospedagem de vídeos, plataforma de área de membros, frete e embalagem no caso de produtos físicos;</li>
<li>custos de suporte e de reembolsos, calculados como média por venda;</li>
<li>o lucro mínimo que você precisa manter para continuar investindo no produto.</li>
</ul>
<p>O que sobra depois disso é o teto da comissão. Se um curso de R$ 297 deixa R$ 180 depois de taxas, impostos, plataforma e lucro mínimo, você pode pagar até R$ 180 ao afiliado, ou cerca de 60% do preço. Em produtos digitais, comissões entre 30% e 60% são comuns justamente porque o custo de entregar mais uma cópia é muito baixo.</p>
<h2>Percentual ou valor fixo?</h2>
<p>A Afilia permite os dois modelos por produto. O <strong>percentual</strong> acompanha o preço: se você fizer uma promoção, a comissão cai junto, e se o preço subir, o afiliado ganha mais. É o modelo mais fácil de explicar e o mais usado em produtos digitais. O <strong>valor fixo</strong> é previsível para os dois lados e funciona bem para produtos físicos com margem apertada, serviços com preço variável ou campanhas em que você quer garantir um ganho mínimo ao parceiro, mesmo com cupons de desconto.</p>
<h2>Assinaturas: vale pagar comissão recorrente?</h2>
<p>Em produtos de assinatura, a comissão recorrente, paga a cada renovação enquanto o cliente continuar assinando, é um argumento forte para atrair afiliados. Ela também alinha os interesses: o afiliado passa a preferir clientes que ficam, e não apenas clientes que compram uma vez. Para decidir, calcule quanto um assinante vale ao longo do tempo. Se o cliente médio fica oito meses, uma comissão recorrente de 20% equivale a mais de uma mensalidade e meia inteira para o afiliado, distribuída no tempo.</p>
<blockquote><p>Comissão alta com página fraca vende menos do que comissão média com página excelente. O afiliado calcula o ganho por clique, não só o percentual.</p></blockquote>
<h2>Teste, meça e ajuste com cuidado</h2>
<p>Depois de definir um valor inicial, acompanhe por alguns meses a conversão e o ganho médio por clique dos seus afiliados. Se os melhores parceiros estão vendendo bem e a sua margem está saudável, mantenha. Se você precisa atrair mais parceiros, experimente uma comissão maior por tempo limitado, em um lançamento, por exemplo, e compare os resultados. Evite reduzir comissões de uma hora para outra: quem investiu tempo divulgando o seu produto sente a mudança como quebra de confiança. Quando for necessário, avise com antecedência e explique o motivo.</p>
<h2>Resumo prático</h2>
<ul>
<li>Calcule a margem real por venda e defina o teto da comissão.</li>
<li>Escolha percentual para produtos digitais e valor fixo quando a margem for apertada ou o preço variar.</li>
<li>Considere comissão recorrente em assinaturas com boa retenção.</li>
<li>Revise os números a cada trimestre e comunique mudanças com antecedência.</li>
</ul>
`,
  },
  {
    slug: 'whatsapp-para-afiliados-praticas-para-vender-sem-ser-inconveniente',
    title: 'WhatsApp para afiliados: 7 práticas para vender sem ser inconveniente',
    excerpt:
      'O WhatsApp é o canal que mais vende no Brasil, e também o mais fácil de estragar com mensagens em massa. Sete práticas para usar o app com respeito e converter melhor.',
    category: 'vendas',
    tags: ['whatsapp', 'vendas', 'relacionamento'],
    publishedDaysAgo: 41,
    colors: [
      [22, 163, 74],
      [13, 148, 136],
    ],
    html: `
<p>Para a maioria dos brasileiros, o WhatsApp é onde as conversas importantes acontecem. É por isso que ele vende tanto, e também por isso que o público reage mal a quem o usa como um canal de propaganda. Para afiliados, a diferença entre uma lista que compra e uma lista que bloqueia está na forma de usar o aplicativo. Reunimos sete práticas que funcionam.</p>
<h2>1. Peça permissão antes de enviar ofertas</h2>
<p>Adicionar contatos a grupos ou listas de transmissão sem autorização é o caminho mais rápido para ser bloqueado e denunciado. Convide as pessoas a entrar: um link no seu perfil, nos stories ou no fim de um conteúdo útil. Quem escolhe receber suas mensagens está muito mais disposto a ouvir uma recomendação.</p>
<h2>2. Entregue valor antes de vender</h2>
<p>Uma boa regra é que a maior parte das mensagens seja útil por si só: uma dica, um resultado, a resposta para uma dúvida frequente. Quando a oferta aparece, ela faz sentido dentro da conversa, em vez de soar como interrupção.</p>
<h2>3. Conte a sua experiência com o produto</h2>
<p>A recomendação de um afiliado vale pela confiança. Diga por que você usa ou indica o produto, para quem ele serve e para quem ele não serve. Mostrar os limites de um produto aumenta a credibilidade e reduz pedidos de reembolso, porque quem compra já sabe o que esperar.</p>
<h2>4. Responda rápido e pessoalmente</h2>
<p>Quem pergunta o preço ou tira uma dúvida está perto de comprar. Uma resposta em minutos, escrita para aquela pessoa, converte muito mais do que um texto copiado horas depois. Deixe respostas prontas para as perguntas frequentes, mas adapte cada uma à conversa.</p>
<h2>5. Use o link certo, sempre</h2>
<p>Na Afilia, cada afiliado tem um link próprio para cada produto, no formato <code>/r/código</code>. O clique registra a indicação e guarda a atribuição no navegador do comprador pelo prazo definido pelo produtor. Envie sempre o seu link, e não o endereço direto da página do produto: sem ele, a venda não é creditada a você.</p>
<blockquote><p>Uma mensagem bem escrita para dez pessoas interessadas vale mais do que um disparo para mil contatos que nunca pediram para ouvir você.</p></blockquote>
<h2>6. Respeite horários e frequência</h2>
<p>Mensagens de venda tarde da noite ou várias vezes ao dia cansam qualquer pessoa. Defina uma frequência e mantenha: por exemplo, conteúdo útil durante a semana e uma oferta por semana. Em grupos, combine as regras desde o início e cumpra o combinado.</p>
<h2>7. Acompanhe os resultados</h2>
<p>Compare os cliques e as vendas do seu painel com as mensagens que você enviou. Quais textos geraram mais cliques? Em que dia e horário as pessoas compraram? Com esses dados, você para de adivinhar e passa a repetir o que funciona com o seu público.</p>
<h2>O que evitar</h2>
<ul>
<li>Promessas de ganhos rápidos ou resultados garantidos.</li>
<li>Prints de resultados de outras pessoas sem autorização.</li>
<li>Correntes, contagens regressivas falsas e escassez inventada.</li>
<li>Insistir com quem já disse que não tem interesse.</li>
</ul>
<p>Vender pelo WhatsApp é, antes de tudo, manter uma boa conversa. Quem trata a lista de contatos como uma relação, e não como um alvo, vende por mais tempo e recebe indicações do próprio público.</p>
`,
  },
  {
    slug: 'paginas-de-produto-que-convertem',
    title: 'Páginas de produto que convertem: o que seus afiliados precisam encontrar',
    excerpt:
      'O afiliado traz a visita, mas é a página do produto que fecha a venda. Veja os elementos que aumentam a conversão e tornam o seu produto mais atraente para bons parceiros.',
    category: 'marketing',
    tags: ['conversão', 'página de vendas', 'marketing'],
    publishedDaysAgo: 22,
    colors: [
      [234, 88, 12],
      [219, 39, 119],
    ],
    html: `
<p>Um afiliado experiente testa a página do produto antes de divulgar. Ele sabe que cada clique custa esforço: um vídeo gravado, uma mensagem enviada, um espaço na atenção do público. Se a página não convence, o clique se perde, e o afiliado vai preferir outro produto. Por isso, melhorar a página é uma das formas mais baratas de recrutar e manter bons parceiros.</p>
<h2>Um título que diz o resultado</h2>
<p>O visitante decide em poucos segundos se continua lendo. O título precisa dizer o que a pessoa vai conseguir, e não apenas o nome do produto. "Curso Completo de Fotografia com Celular" descreve; "Fotos profissionais com o celular que você já tem" promete um resultado. Use o nome do produto e complemente com o benefício principal logo no início da descrição.</p>
<h2>Imagens reais e vídeo curto</h2>
<p>Mostre o produto de verdade: telas do curso, páginas do e-book, fotos do produto físico em uso. Imagens genéricas de banco passam a sensação de que algo está sendo escondido. Um vídeo de apresentação de um a três minutos, com o produtor falando diretamente com o público, costuma aumentar a confiança de forma visível nos números.</p>
<h2>Uma descrição que responde às objeções</h2>
<p>Pense nas perguntas que as pessoas fazem ao afiliado antes de comprar e responda todas na página:</p>
<ul>
<li><strong>Para quem é:</strong> o nível de conhecimento necessário e para quem o produto não é indicado.</li>
<li><strong>O que vem no pacote:</strong> módulos, bônus, arquivos, prazo de acesso e formato.</li>
<li><strong>Como recebo:</strong> acesso imediato, envio por e-mail, prazo de entrega no caso de produtos físicos.</li>
<li><strong>Garantia:</strong> o prazo de reembolso e como pedir, em linguagem simples.</li>
<li><strong>Suporte:</strong> como falar com o produtor, de preferência com um botão de WhatsApp.</li>
</ul>
<h2>Prova social verdadeira</h2>
<p>Depoimentos com nome, foto e um resultado específico valem mais do que dezenas de elogios vagos. Peça autorização aos clientes, mostre casos diferentes entre si e atualize os depoimentos de tempos em tempos. Nunca invente números ou avaliações: além de antiético, um único comentário desmentindo a página derruba a confiança de todos os afiliados que a divulgam.</p>
<blockquote><p>O melhor argumento de venda é a resposta para a dúvida que a pessoa ainda não teve coragem de perguntar.</p></blockquote>
<h2>Checkout simples e rápido</h2>
<p>Boa parte das vendas se perde no pagamento. Ofereça os meios que o brasileiro mais usa, Pix, cartão em parcelas e boleto, e peça apenas os dados necessários. Na Afilia, o checkout fica na própria página do produto, o que evita redirecionamentos e mantém a atribuição do afiliado durante toda a compra.</p>
<h2>Pense no celular primeiro</h2>
<p>A maior parte dos cliques vem de links abertos no celular, dentro do WhatsApp ou do Instagram. Teste a página em um aparelho comum, com internet móvel: o texto precisa ser legível sem zoom, as imagens leves e o botão de compra visível sem muita rolagem. Uma página que demora a carregar perde visitantes antes mesmo de mostrar o título.</p>
<h2>Revise com os seus afiliados</h2>
<p>Pergunte aos parceiros que mais vendem quais dúvidas eles respondem com mais frequência. Cada dúvida recorrente é um sinal de algo que a página ainda não explica bem. Atualize a descrição, avise os afiliados sobre as melhorias e acompanhe a taxa de conversão nas semanas seguintes.</p>
`,
  },
  {
    slug: 'links-de-afiliado-e-atribuicao-como-funciona-o-ultimo-clique',
    title: 'Links de afiliado e atribuição: como funciona o último clique',
    excerpt:
      'Quem recebe a comissão quando o comprador clicou em links de dois afiliados? Entenda a atribuição por último clique, a janela de atribuição e como acompanhar cliques e vendas.',
    category: 'ferramentas',
    tags: ['links', 'atribuição', 'métricas'],
    publishedDaysAgo: 6,
    colors: [
      [37, 99, 235],
      [124, 58, 237],
    ],
    html: `
<p>Todo programa de afiliados precisa responder a uma pergunta simples: qual afiliado levou o comprador até a venda? A resposta parece óbvia quando a pessoa clica em um link e compra na mesma hora. Mas o comportamento real é outro: o comprador vê o produto num story, pensa por alguns dias, recebe a indicação de outro afiliado no WhatsApp e só então decide. É para lidar com essas situações que existem as regras de atribuição.</p>
<h2>O que acontece quando alguém clica no link</h2>
<p>Na Afilia, cada afiliado aprovado em um produto recebe um link próprio, no formato <code>/r/código</code>. Quando alguém clica nele, três coisas acontecem em poucos milissegundos:</p>
<ul>
<li>o clique é registrado no painel do afiliado e do produtor, sem guardar dados pessoais: endereços IP e navegadores são armazenados apenas como códigos irreversíveis, e robôs são ignorados;</li>
<li>o navegador do visitante recebe um cookie de atribuição assinado, válido pelo prazo definido no produto;</li>
<li>o visitante é levado à página pública do produto, onde pode comprar.</li>
</ul>
<h2>Último clique: quem indicou por último leva a venda</h2>
<p>Se o visitante clicar nos links de dois afiliados diferentes antes de comprar, a venda fica com o autor do último clique. Esse modelo, chamado de atribuição por último clique, é o mais usado no mercado brasileiro porque é simples de entender e de conferir: o afiliado que fez a recomendação decisiva recebe a comissão.</p>
<blockquote><p>A regra de atribuição precisa ser conhecida por todos antes da primeira venda. Programas com regras claras têm menos conflitos e afiliados mais engajados.</p></blockquote>
<h2>A janela de atribuição</h2>
<p>O cookie não vale para sempre. Cada produto define uma janela de atribuição de 30, 60, 90 ou 180 dias. Se a compra acontecer dentro desse prazo, a venda é creditada ao afiliado; depois dele, a compra é tratada como venda direta do produtor. Produtos de decisão rápida, como um e-book barato, funcionam bem com janelas curtas. Produtos caros ou de decisão demorada, como uma mentoria, pedem janelas longas, para que o afiliado não perca a comissão de um cliente que levou semanas para decidir.</p>
<h2>Situações que geram dúvidas</h2>
<ul>
<li><strong>O comprador trocou de aparelho:</strong> o cookie fica no navegador em que o link foi clicado. Se a pessoa clicou no celular e comprou no computador sem clicar de novo, a atribuição não acompanha. Vale orientar o público a concluir a compra pelo mesmo link.</li>
<li><strong>O comprador apagou os cookies ou usou uma janela anônima:</strong> a atribuição também se perde, pelo mesmo motivo.</li>
<li><strong>O afiliado comprou pelo próprio link:</strong> compras do próprio afiliado não geram comissão para ele.</li>
</ul>
<h2>Acompanhe cliques, vendas e conversão</h2>
<p>O painel mostra, para cada produto e para cada afiliado, os cliques registrados, as vendas atribuídas e a taxa de conversão. Olhar esses três números juntos ajuda a tomar decisões melhores. Muitos cliques e poucas vendas indicam um público pouco qualificado ou uma página que não responde às dúvidas. Poucos cliques e boa conversão indicam um afiliado com público certo, que pode crescer com mais materiais de divulgação.</p>
<h2>Boas práticas para afiliados</h2>
<ul>
<li>Use sempre o seu link, inclusive em respostas individuais no WhatsApp.</li>
<li>Encurte o caminho: o link leva direto à página do produto, onde a compra acontece.</li>
<li>Reforce o link perto do fim da janela de atribuição em campanhas longas.</li>
<li>Confira o painel com frequência e compare com as suas ações de divulgação.</li>
</ul>
<p>Entender a atribuição evita frustrações dos dois lados. O produtor sabe exatamente por que cada comissão foi paga, e o afiliado sabe como garantir que o trabalho dele seja reconhecido.</p>
`,
  },
  {
    slug: 'calendario-de-campanhas-planejando-o-ano-com-seus-revendedores',
    title: 'Calendário de campanhas: planejando o ano com seus revendedores',
    excerpt:
      'Datas comemorativas, lançamentos e promoções planejados com antecedência dão tempo para os revendedores prepararem conteúdo. Um roteiro para montar o calendário do ano.',
    category: 'estrategia',
    tags: ['planejamento', 'campanhas', 'revendedores'],
    publishedDaysAgo: null,
    draftDaysAgo: 2,
    colors: [
      [202, 138, 4],
      [234, 88, 12],
    ],
    html: `
<p>Revendedores vendem melhor quando sabem o que vem pela frente. Uma campanha avisada com um mês de antecedência permite preparar conteúdo, aquecer o público e combinar horários; uma promoção anunciada na véspera costuma gerar apenas uma corrida desorganizada. Montar um calendário anual de campanhas é um trabalho de poucas horas que organiza o ano inteiro do seu programa de afiliados.</p>
<h2>Liste as datas que importam para o seu público</h2>
<p>Comece pelas datas comerciais mais fortes no Brasil e escolha as que fazem sentido para o seu produto:</p>
<ul>
<li>volta às aulas, em fevereiro, para cursos e materiais de estudo;</li>
<li>Dia do Consumidor, em março, uma boa oportunidade para ofertas de meio de trimestre;</li>
<li>Dia das Mães, em maio, e Dia dos Pais, em agosto, para presentes e produtos físicos;</li>
<li>Black Friday, em novembro, a data de maior volume de vendas do ano;</li>
<li>fim de ano e planejamento para o ano seguinte, em dezembro e janeiro, para cursos e mentorias.</li>
</ul>
<p>Some a essas datas os momentos próprios do seu negócio: lançamentos de novas turmas, aniversário do produto, atualização de conteúdo e eventos ao vivo.</p>
<h2>Defina uma oferta clara para cada campanha</h2>
<p>Para cada data escolhida, escreva em uma linha qual é a oferta, por quanto tempo ela vale e qual é a comissão dos revendedores. Ofertas confusas, com várias condições ao mesmo tempo, são difíceis de explicar em uma mensagem de WhatsApp. Uma boa campanha cabe em uma frase.</p>
<blockquote><p>Se o revendedor não consegue explicar a oferta em uma frase, o cliente também não vai entender.</p></blockquote>
<h2>Entregue os materiais com antecedência</h2>
<p>Duas a quatro semanas antes de cada campanha, envie aos revendedores um kit com textos prontos, imagens nos formatos de feed e stories, as datas de início e fim e as respostas para as dúvidas mais prováveis. Inclua sugestões de conteúdo para os dias anteriores à oferta, que preparam o público sem revelar o desconto antes da hora.</p>
<h2>Acompanhe durante a campanha</h2>
<p>Nos dias da campanha, acompanhe os cliques e as vendas por revendedor. Quem está vendendo bem pode receber um reconhecimento público no grupo de parceiros; quem ainda não vendeu pode receber uma ajuda pontual, como um texto diferente ou uma dica de horário. Pequenos ajustes no meio da campanha costumam fazer mais diferença do que grandes mudanças depois dela.</p>
<h2>Feche cada campanha com um balanço</h2>
<p>Ao final, registre os números principais, as mensagens que funcionaram e o que os revendedores pediram. Esse histórico torna cada campanha do ano seguinte mais fácil de planejar e mais fácil de vender.</p>
`,
  },
];

export const DEMO_COMMENTS: readonly DemoComment[] = [
  {
    slug: 'como-recrutar-afiliados-que-realmente-vendem',
    authorEmail: 'revendedor@demo.afilia.app',
    body: 'A parte do primeiro mês é muito real. Quase desisti nas duas primeiras semanas, e foi a mensagem do produtor com uma sugestão de stories que me fez fazer a primeira venda.',
    approved: true,
    daysAfter: 3,
  },
  {
    slug: 'comissao-de-afiliados-como-definir-o-percentual-ideal',
    authorEmail: 'produtor@demo.afilia.app',
    body: 'Fiz a conta da margem como no exemplo e percebi que podia subir a comissão do meu curso de 30% para 45%. Os revendedores mais ativos voltaram a divulgar no mesmo mês.',
    approved: true,
    daysAfter: 5,
  },
  {
    slug: 'whatsapp-para-afiliados-praticas-para-vender-sem-ser-inconveniente',
    authorEmail: 'revendedor@demo.afilia.app',
    body: 'Parei de mandar oferta todo dia no grupo e passei a mandar uma dica por dia e uma oferta por semana. Saíram menos pessoas do grupo e as vendas aumentaram.',
    approved: true,
    daysAfter: 2,
  },
  {
    slug: 'links-de-afiliado-e-atribuicao-como-funciona-o-ultimo-clique',
    authorEmail: 'produtor@demo.afilia.app',
    body: 'Boa explicação sobre a janela de atribuição. Vou aumentar para 90 dias no meu produto de mentoria, o ciclo de decisão dos clientes é bem longo.',
    approved: false,
    daysAfter: 1,
  },
];

/**
 * Seeds the demo blog by the admin, with the comments of the demo reseller and producer. An article already
 * there (by its slug) is left as it is, with its comments; covers are uploaded (as the admin's images) only
 * with a storage service, otherwise the articles have none and the app shows a gradient.
 */
export async function seedDemoBlog(
  db: Database,
  accounts: ReadonlyMap<string, string>,
  now: Date,
  storage?: StorageService,
): Promise<void> {
  const adminId = accounts.get('admin@demo.afilia.app');
  if (!adminId) return;
  const existing = await db
    .select({ slug: blogArticles.slug })
    .from(blogArticles)
    .where(
      inArray(
        blogArticles.slug,
        DEMO_ARTICLES.map((article) => article.slug),
      ),
    );
  const present = new Set(existing.map((row) => row.slug));
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const demo of DEMO_ARTICLES) {
    if (present.has(demo.slug)) continue;
    const cover = storage
      ? await storage.upload(db, {
          bucket: 'product-images',
          ownerId: adminId,
          body: Readable.from([gradientPng(demo.colors[0], demo.colors[1], 1200, 630)]),
          originalName: `${demo.slug}.png`,
          declaredType: 'image/png',
        })
      : null;
    const publishedAt = demo.publishedDaysAgo === null ? null : daysAgo(demo.publishedDaysAgo);
    const writtenAt = publishedAt ?? daysAgo(demo.draftDaysAgo ?? 1);
    await db.transaction(async (tx) => {
      const [article] = await tx
        .insert(blogArticles)
        .values({
          slug: demo.slug,
          title: demo.title,
          excerpt: demo.excerpt,
          contentHtml: sanitizeArticleHtml(demo.html),
          category: demo.category,
          tags: demo.tags,
          coverImageUrl: cover?.path ?? null,
          authorId: adminId,
          authorName: 'Ana Administradora',
          status: publishedAt ? 'published' : 'draft',
          publishedAt,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        })
        .onConflictDoNothing({ target: blogArticles.slug })
        .returning({ id: blogArticles.id });
      if (!article || !publishedAt) return;
      const comments = DEMO_COMMENTS.filter((comment) => comment.slug === demo.slug).flatMap((comment) => {
        const authorId = accounts.get(comment.authorEmail);
        if (!authorId) return [];
        const at = new Date(publishedAt.getTime() + comment.daysAfter * DAY_MS);
        return [
          {
            articleId: article.id,
            authorId,
            body: comment.body,
            status: comment.approved ? ('approved' as const) : ('pending' as const),
            approvedAt: comment.approved ? new Date(at.getTime() + DAY_MS / 4) : null,
            approvedBy: comment.approved ? adminId : null,
            createdAt: at,
          },
        ];
      });
      if (comments.length > 0) await tx.insert(blogComments).values(comments);
    });
  }
}

/** The seeded article with `slug`, for tests. */
export async function seededArticleId(db: Database, slug: string): Promise<string> {
  const [row] = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(eq(blogArticles.slug, slug));
  if (!row) throw new Error(`seed: no article ${slug}`);
  return row.id;
}
