/**
 * What the typecheck cannot see about the translation keys. Keys written in the app are typed from the pt-BR
 * resources (src/i18next.d.ts: a wrong key fails `tsc`), and packages/i18n/src/keys.test.ts checks that en-US and
 * es have exactly the keys of pt-BR. Left here: the keys that come from runtime data (the server's error codes,
 * the messages of the shared zod schemas, the values of shared constants, the plans' feature lines) and the
 * texts themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AFFILIATION_MODES,
  AFFILIATION_STATUSES,
  API_SCOPES,
  APP_ERROR_STATUS,
  ASAAS_ENVIRONMENTS,
  BLOG_ARTICLE_STATUSES,
  BLOG_CATEGORIES,
  COMMISSION_STATUSES,
  COMMISSION_TYPES,
  LOCALES as LANGUAGES,
  PAYMENT_METHODS,
  PIX_KEY_TYPES,
  PLAN_IDS,
  PLANS,
  PRODUCT_CATEGORY_IDS,
  ROLES,
  SALE_STATUSES,
  SELLER_FILTERS,
  SELLER_TABS,
  THEMES,
  USER_TABS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FAILURES,
} from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_TABS } from './features/affiliations/affiliation-logic';
import {
  API_SCOPES_BY_RESOURCE,
  scopeLabelKey,
  scopeResourceLabelKey,
} from './features/integrations/api-key-logic';
import { SETTINGS_TAB_LABEL } from './features/settings/settings-tabs';
import type { TranslationKey } from './lib/i18n-keys';
import { enUS, esES, LOCALES, lookup, ptBR, resolves } from './testing/locale-keys';

/**
 * Keys built from the values of shared constants, one family per constant. Each family is typed as well (a value
 * without its key fails the typecheck here); the test checks that the keys resolve in every language.
 */
const CONSTANT_KEYS: Record<string, readonly TranslationKey[]> = {
  'affiliation statuses': AFFILIATION_STATUSES.map(
    (status): TranslationKey => `affiliations.status.${status}`,
  ),
  'affiliation modes': AFFILIATION_MODES.flatMap((mode): TranslationKey[] => [
    `products.form.affiliation.modes.${mode}`,
    `products.form.affiliation.modes.${mode}Description`,
  ]),
  'affiliate tabs': AFFILIATE_TABS.map((tab): TranslationKey => `affiliations.manage.tabs.${tab}`),
  'blog categories': BLOG_CATEGORIES.map((id): TranslationKey => `blog.categories.${id}`),
  'blog statuses': BLOG_ARTICLE_STATUSES.map((status): TranslationKey => `blog.statuses.${status}`),
  'product categories': PRODUCT_CATEGORY_IDS.map((id): TranslationKey => `products.categories.${id}`),
  'commission types': COMMISSION_TYPES.map((type): TranslationKey => `pricing.commissionTypes.${type}`),
  'sale statuses': SALE_STATUSES.flatMap((status): TranslationKey[] => [
    `sales.status.${status}`,
    `checkout.orders.status.${status}`,
    `checkout.orders.statusNote.${status}`,
  ]),
  'commission statuses': COMMISSION_STATUSES.map(
    (status): TranslationKey => `sales.commissionStatus.${status}`,
  ),
  'payment methods': PAYMENT_METHODS.flatMap((method): TranslationKey[] => [
    `sales.methods.${method}`,
    `reports.sales.methods.${method}`,
  ]),
  plans: PLAN_IDS.flatMap((plan): TranslationKey[] => [
    `plans.${plan}.description`,
    `plans.${plan}.cta`,
    `payments.entry.plan.${plan}`,
  ]),
  'Asaas environments': ASAAS_ENVIRONMENTS.map(
    (environment): TranslationKey => `payments.asaas.${environment}`,
  ),
  'Pix key types': PIX_KEY_TYPES.map((type): TranslationKey => `payments.account.pixTypes.${type}`),
  'seller filters': SELLER_FILTERS.map((filter): TranslationKey => `sellers.filters.${filter}`),
  'seller tabs': SELLER_TABS.map((tab): TranslationKey => `sellers.tabs.${tab}`),
  'user tabs': USER_TABS.flatMap((tab): TranslationKey[] => [
    `users.tabs.${tab}`,
    `users.tabDescriptions.${tab}`,
  ]),
  roles: [...ROLES, 'user' as const].map((role): TranslationKey => `team.roles.${role}`),
  themes: THEMES.map((theme): TranslationKey => `settings.appearance.theme.${theme}`),
  languages: LANGUAGES.map((language): TranslationKey => `settings.appearance.language.${language}`),
  'settings tabs': Object.values(SETTINGS_TAB_LABEL),
  'webhook events': WEBHOOK_EVENT_TYPES.map(
    (type): TranslationKey => `settings.integrations.webhooks.events.${type}`,
  ),
  'webhook event groups': WEBHOOK_EVENT_GROUPS.map(
    (group): TranslationKey => `settings.integrations.webhooks.eventGroups.${group}`,
  ),
  'webhook delivery statuses': WEBHOOK_DELIVERY_STATUSES.map(
    (status): TranslationKey => `settings.integrations.webhooks.deliveries.status.${status}`,
  ),
  'webhook failures': WEBHOOK_FAILURES.map(
    (failure): TranslationKey => `settings.integrations.webhooks.failures.${failure}`,
  ),
  'API scopes': API_SCOPES.map(scopeLabelKey),
  'API scope resources': API_SCOPES_BY_RESOURCE.map(({ resource }) => scopeResourceLabelKey(resource)),
};

/** Every `'validation.…'` and `'errors.…'` string of the shared schemas' source (tests aside). */
function schemaMessages(): string[] {
  const dir = join(import.meta.dirname, '../../../packages/validators/src');
  const messages = new Set<string>();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    for (const match of text.matchAll(/['`]((?:validation|errors)\.[\w.-]+)['`]/g))
      messages.add(match[1] as string);
  }
  return [...messages];
}

/** pt-BR texts that must stay word for word (the screens' reference wording). */
const PT_BR_TEXTS: { readonly [Key in TranslationKey]?: string } = {
  // The shell, the public site and the plans.
  'common.notFound.title': 'Página não encontrada',
  'common.nav.openMenu': 'Abrir menu',
  'common.nav.closeMenu': 'Fechar menu',
  'plans.page.title': 'Planos e Preços',
  'plans.buttons.startTrial': 'Iniciar teste grátis',
  'plans.buttons.current': 'Plano atual',
  'plans.toasts.registrationRequired': 'Registro necessário',
  'plans.toasts.currentDescription': 'Você já está subscrito ao plano {{plan}}.',
  'public.contact.success': 'Mensagem enviada com sucesso! Em breve entraremos em contato.',
  'public.hero.primaryCta': 'Comece agora',
  'plans.toasts.authRequired': 'Autenticação necessária',
  'plans.toasts.authRequiredDescription': 'Faça login para continuar com a compra do plano.',
  'plans.purchase.summary.deferredNote': 'Você não será cobrado hoje; primeira cobrança em {{date}}.',
  'plans.purchase.buttons.close': 'Fechar',
  'plans.purchase.checkout.errorTitle': 'Erro no pagamento',
  'plans.purchase.testCard.legend': 'Modo de teste',
  'plans.purchase.redirect.title': 'Redirecionando...',
  'plans.purchase.buttons.finish': 'Finalizar pagamento',
  'plans.purchase.buttons.startTrial': 'Iniciar teste grátis',
  'plans.purchase.buttons.continue': 'Continuar',
  'plans.purchase.buttons.back': 'Voltar',
  'plans.purchase.buttons.accessAccount': 'Acessar minha conta',
  'plans.purchase.summary.freeFor': 'grátis por {{days}} dias',
  'plans.purchase.errors.trialTitle': 'Erro ao ativar teste grátis',
  'plans.purchase.errors.cardElementMissing': 'Elemento do cartão não foi encontrado',
  'plans.purchase.errors.paymentMethodFailed': 'Não foi possível criar o método de pagamento',
  'public.hero.secondaryCta': 'Ver planos',
  'public.apiDocs.title': 'Documentação da API',
  'public.apiDocs.sections.authentication': 'Autenticação',
  'public.apiDocs.sections.objects': 'Objetos',
  'public.apiDocs.footerLink': 'API',
  // Affiliated products.
  'affiliations.page.title': 'Produtos Afiliados',
  'affiliations.list.loadErrorTitle': 'Erro ao carregar produtos',
  'affiliations.list.loadError': 'Não foi possível carregar a lista de produtos com preços.',
  'affiliations.list.empty': 'Nenhum produto encontrado',
  'affiliations.card.generate': 'Gerar Link de Afiliado',
  'affiliations.card.commission': 'Sua comissão',
  'affiliations.card.recurring': 'recorrente',
  'affiliations.toasts.copied': 'Link copiado!',
  'affiliations.toasts.requested': 'Solicitação enviada',
  'affiliations.status.pending': 'Aguardando aprovação',
  'affiliations.status.refused': 'Recusado',
  'affiliations.status.revoked': 'Revogado',
  'affiliations.manage.referred': 'Indicado por você',
  // The blog.
  'blog.tabs.published': 'Publicados',
  'blog.tabs.manage': 'Gerenciar',
  'blog.toasts.notFound': 'Artigo não encontrado',
  'blog.toasts.deleted': 'Artigo excluído com sucesso',
  'blog.toasts.duplicated': 'Artigo duplicado com sucesso',
  'blog.confirmDelete': 'Tem certeza que deseja excluir este artigo?',
  'blog.page.newArticle': 'Novo artigo',
  'blog.editor.saveDraft': 'Salvar rascunho',
  'blog.editor.publish': 'Publicar',
  'blog.comments.signIn': 'Entre para comentar',
  'blog.comments.send': 'Enviar',
  'blog.manage.approve': 'Aprovar',
  'blog.manage.remove': 'Remover',
  // The public product page and the overview.
  'catalog.buy.button': 'Comprar',
  'dashboard.overview.cards.links.title': 'Links ativos',
  'dashboard.overview.cards.clicks.title': 'Cliques este mês',
  'dashboard.overview.cards.uniqueClicks.title': 'Cliques únicos este mês',
  'dashboard.overview.cards.sales.title': 'Vendas',
  'dashboard.overview.cards.affiliates.title': 'Afiliados ativos',
  'dashboard.overview.links.title': 'Seus links',
  'dashboard.overview.links.never': 'Nunca',
  'dashboard.overview.topProducts.title': 'Cliques por produto',
  'dashboard.overview.nextSteps.title': 'Próximos Passos',
  'dashboard.overview.nextSteps.done': 'Concluído',
  'dashboard.overview.nextSteps.firstProduct': 'Cadastre seu primeiro produto',
  // The checkout, thank-you and order pages.
  'checkout.payment.errorTitle': 'Erro no pagamento',
  'checkout.payment.pay': 'Pagar {{amount}}',
  'checkout.payment.confirming': 'Confirmando pagamento…',
  'checkout.summary.recurring': 'Assinatura mensal',
  'checkout.buyer.name': 'Nome completo',
  'checkout.buyer.email': 'E-mail',
  'checkout.buyer.document': 'CPF ou CNPJ',
  'checkout.buyer.phone': 'Telefone com DDD',
  'checkout.thankYou.title': 'Pagamento aprovado!',
  'checkout.thankYou.sentTo': 'Enviamos os dados de acesso para {{email}}',
  'checkout.thankYou.access': 'Acessar meu pedido',
  'checkout.orders.title': 'Meu pedido',
  'checkout.orders.subscription.cancel': 'Cancelar assinatura',
  // Pagamentos.
  'payments.platforms.configure': 'Configurar',
  'payments.platforms.activated': 'Plataforma ativada',
  'payments.platforms.deactivated': 'Plataforma desativada',
  'payments.toast.connected': 'Conexão realizada',
  'payments.toast.connectedAsaas': 'Conexão com o Asaas estabelecida com sucesso!',
  'payments.toast.connectionError': 'Erro de conexão',
  'payments.toast.saved': 'Configuração salva',
  'payments.toast.loadError': 'Erro ao carregar pagamentos',
  'payments.toast.loadErrorAsaas': 'Não foi possível carregar os pagamentos do Asaas.',
  'payments.mercadopago.back': 'Voltar',
  'payments.form.test': 'Testar conexão',
  'payments.form.cancel': 'Cancelar',
  'payments.form.save': 'Salvar',
  'payments.history.refresh': 'Atualizar',
  'payments.history.statuses.all': 'Todos',
  'payments.history.statuses.completed': 'Concluídos',
  'payments.history.statuses.pending': 'Pendentes',
  'payments.history.statuses.failed': 'Falhos',
  'payments.history.periods.currentMonth': 'Mês atual',
  'payments.history.periods.lastMonth': 'Mês passado',
  'payments.history.tabs.received': 'Recebidos',
  'payments.history.tabs.sent': 'Enviados',
  'payments.history.empty': 'Nenhum histórico de pagamento disponível',
  'payments.history.downloadReceipt': 'Baixar Comprovante',
  'payments.history.details': 'Detalhes do Pagamento',
  'payments.status.completed': 'Concluído',
  'payments.status.pending': 'Pendente',
  'payments.status.failed': 'Falhou',
  'payments.upcoming.title': 'Próximos pagamentos',
  'payments.upcoming.empty': 'Nenhum pagamento agendado',
  'payments.account.title': 'Recebimentos',
  // Products and pricing.
  'products.views.list': 'Listar Produtos',
  'products.views.form': 'Cadastrar Produto',
  'products.list.empty': 'Nenhum produto cadastrado.',
  'products.list.emptyRefresh': 'Atualizar lista',
  'products.list.showing_other': 'Mostrando {{shown}} de {{count}} produtos',
  'products.list.pageOf': 'Página {{page}} de {{pages}}',
  'products.code.copied': 'Código copiado!',
  'products.code.inUse': 'Código já em uso',
  'products.another.title': 'Deseja cadastrar outro produto?',
  'products.draft.restored': 'Dados recuperados',
  'products.form.tabs.images': 'Imagens*',
  'products.form.images.recommended': 'Tamanho recomendado: 600x600 pixels.',
  'products.toasts.loadErrorTitle': 'Erro ao carregar produtos',
  'products.toasts.loadError': 'Não foi possível carregar a lista de produtos.',
  'products.toasts.saveErrorTitle': 'Erro ao salvar produto',
  'products.toasts.saveError': 'Não foi possível salvar o produto. Tente novamente.',
  'products.form.saveErrorTitle': 'Erro ao salvar',
  'products.toasts.authTitle': 'Erro de autenticação',
  'products.toasts.authRequired': 'Você precisa estar logado para cadastrar produtos.',
  'products.toasts.deleteErrorTitle': 'Erro ao excluir produto',
  'products.toasts.deleteError': 'Não foi possível excluir o produto. Tente novamente.',
  'products.toasts.duplicateErrorTitle': 'Erro ao duplicar produto',
  'products.categories.digital-course': 'Curso Digital',
  'products.categories.membership': 'Assinatura',
  'products.categories.physical-product': 'Produto Físico',
  'pricing.row.noPrice': 'Sem preço definido',
  'pricing.empty': 'Nenhum produto encontrado',
  'pricing.noResults': 'Nenhum resultado',
  'pricing.toasts.saved': 'Preço e comissão salvos',
  'pricing.toasts.saveErrorTitle': 'Erro ao salvar',
  'pricing.toasts.saveError': 'Não foi possível salvar as configurações de preço e comissão',
  'pricing.toasts.loadError': 'Não foi possível carregar os produtos e preços.',
  // Relatórios.
  'reports.title': 'Relatórios',
  'reports.period.monthly': 'Mensal',
  'reports.period.quarterly': 'Trimestral',
  'reports.period.yearly': 'Anual',
  'reports.period.custom': 'Personalizado',
  'reports.producer.all': 'Todos os produtores',
  'reports.download.label': 'Baixar',
  'reports.download.pdf': 'PDF',
  'reports.download.xlsx': 'Excel',
  'reports.download.progress': 'Exportando relatório…',
  'reports.download.done': 'Relatório exportado',
  'reports.download.errorTitle': 'Erro na exportação',
  'reports.download.errorDescription': 'Ocorreu um erro ao exportar o relatório.',
  'reports.tabs.sales': 'Vendas',
  'reports.tabs.sellers': 'Vendedores',
  'reports.tabs.products': 'Produtos',
  'reports.state.empty': 'Nenhum dado disponível',
  'reports.locked.description':
    'Relatórios avançados estão disponíveis nos planos Profissional e Visionário.',
  'reports.locked.cta': 'Ver planos',
  'reports.sales.revenue': 'Faturamento',
  'reports.sales.averageTicket': 'Ticket médio',
  'reports.sales.resellerNet': 'Suas comissões',
  'reports.sales.methods.card': 'Cartão',
  'reports.sellers.removed': 'Revendedor removido',
  'reports.products.deleted': 'Produto excluído',
  // Sales and commissions.
  'dashboard.nav.sales': 'Vendas',
  'dashboard.nav.commissions': 'Minhas Comissões',
  'sales.periods.7d': 'Últimos 7 dias',
  'sales.periods.30d': 'Últimos 30 dias',
  'sales.periods.month': 'Este mês',
  'sales.periods.lastMonth': 'Mês passado',
  'sales.periods.90d': 'Últimos 90 dias',
  'sales.periods.all': 'Todo o período',
  'sales.status.paid': 'Pago',
  'sales.status.pending': 'Pendente',
  'sales.status.refunded': 'Reembolsado',
  'sales.status.chargeback': 'Chargeback',
  'sales.status.failed': 'Recusado',
  'sales.commissionStatus.pending': 'Pendente',
  'sales.commissionStatus.available': 'Disponível',
  'sales.commissionStatus.paid': 'Paga',
  'sales.commissionStatus.cancelled': 'Cancelada',
  'sales.actions.details': 'Detalhes',
  'sales.actions.refund': 'Reembolsar',
  'sales.refund.title': 'Reembolsar venda?',
  'sales.refund.doneTitle': 'Reembolso realizado',
  'sales.refund.requestedTitle': 'Reembolso solicitado',
  'sales.list.empty': 'Nenhuma venda encontrada',
  'sales.commissions.adjustment': 'Ajuste',
  'sales.commissions.availableOn': 'Disponível em {{date}}',
  // Meus Revendedores.
  'sellers.header.title': 'Meus Revendedores',
  'sellers.list.empty': 'Nenhum revendedor encontrado',
  'sellers.list.loadError': 'Erro ao carregar revendedores. Tente novamente mais tarde.',
  'sellers.add.errorTitle': 'Erro ao adicionar vendedor',
  'sellers.add.error': 'Ocorreu um erro ao adicionar o vendedor.',
  'sellers.edit.errorTitle': 'Erro ao atualizar',
  'validation.seller.fullNameMin': 'Nome completo precisa ter pelo menos 2 caracteres.',
  'validation.seller.emailInvalid': 'Email inválido.',
  'validation.seller.passwordMin': 'Senha precisa ter pelo menos 8 caracteres.',
  'validation.seller.phoneInvalid': 'Número de telefone inválido.',
  'team.never': 'Nunca',
  // Profile and settings.
  'profile.fields.emailHint': 'O email não pode ser alterado.',
  'profile.updatedTitle': 'Perfil atualizado',
  'profile.updateFailed': 'Não foi possível atualizar o perfil',
  'profile.loadFailed': 'Não foi possível carregar os dados do perfil',
  'profile.photo.change': 'Alterar foto',
  'settings.tabs.notifications': 'Notificações',
  'settings.tabs.appearance': 'Aparência',
  'settings.tabs.contact': 'Informações de contato',
  'settings.tabs.security': 'Segurança',
  'settings.tabs.sales': 'Vendas',
  'settings.tabs.integrations': 'Integrações',
  'settings.integrations.webhooks.add': 'Adicionar endpoint',
  'settings.integrations.webhooks.form.url': 'URL do endpoint',
  'settings.integrations.webhooks.form.urlPlaceholder': 'https://seusite.com.br/webhooks/afilia',
  'settings.integrations.webhooks.eventGroups.payout': 'Repasses',
  'settings.integrations.webhooks.events.sale.paid': 'Venda paga',
  'settings.integrations.webhooks.endpoint.status.disabledForFailures': 'Desativado após 5 dias de falhas',
  'settings.integrations.webhooks.deliveries.status.succeeded': 'Entregue',
  'settings.integrations.webhooks.failures.timeout': 'Sem resposta em 10 s',
  'settings.integrations.webhooks.failures.blocked_address': 'Endereço bloqueado (rede interna)',
  'settings.integrations.webhooks.upgrade.cta': 'Ver planos',
  'settings.integrations.apiKeys.title': 'Chaves de API',
  'settings.integrations.apiKeys.docs': 'Documentação da API',
  'settings.integrations.apiKeys.create': 'Criar chave',
  'settings.integrations.apiKeys.upgrade.cta': 'Ver planos',
  'settings.integrations.apiKeys.form.selectAll': 'Selecionar todas',
  'settings.integrations.apiKeys.scopes.products.read': 'Ler produtos',
  'settings.integrations.apiKeys.scopeGroups.payouts': 'Repasses',
  'settings.integrations.apiKeys.key.neverUsed': 'Nunca usada',
  'settings.integrations.apiKeys.key.status.active': 'Ativa',
  'settings.integrations.apiKeys.key.status.revoked': 'Revogada em {{date}}',
  'settings.integrations.apiKeys.key.revoke': 'Revogar',
  'settings.integrations.platformApiKeys.title': 'Chaves de API dos produtores',
  'settings.notifications.newSale.label': 'Nova venda',
  'settings.notifications.newCommission.label': 'Nova comissão',
  'settings.sales.title': 'Vendas',
  'settings.sales.refundWindow': 'Prazo de reembolso',
  'settings.contact.platform.title': 'Dados de contato da plataforma',
  'settings.security.resetEmail.button': 'Enviar email de redefinição de senha',
  'settings.security.sessions.current': 'Esta sessão',
  'settings.security.sessions.end': 'Encerrar',
  'settings.security.danger.button': 'Desativar conta',
  'team.roles.admin': 'Administrador',
  'team.roles.producer': 'Produtor',
  'team.roles.reseller': 'Revendedor',
  'team.roles.user': 'Usuário',
  // User management.
  'users.header.title': 'Gerenciamento de Usuários',
  'users.invite.button': 'Convidar usuário',
  'users.list.loadError': 'Erro ao carregar usuários. Tente novamente mais tarde.',
  'users.list.empty': 'Nenhum usuário encontrado',
  'users.actions.edit': 'Editar perfil',
  'users.actions.message': 'Enviar mensagem',
  'users.actions.suspend': 'Suspender',
  'users.actions.reactivate': 'Reativar',
  'users.actions.remove': 'Remover',
  'users.actions.changeRole': 'Alterar função',
  'users.remove.description': 'Tem certeza que deseja remover este usuário? Esta ação não pode ser desfeita.',
  'users.toasts.roleError': 'Erro ao atualizar função',
  'users.toasts.statusError': 'Erro ao atualizar status',
  'users.toasts.deleteError': 'Erro ao excluir usuário',
  'users.toasts.updateError': 'Erro ao atualizar usuário',
};

describe('translation keys the typecheck cannot follow', () => {
  it.each(Object.entries(LOCALES))('every server error code has a text in %s', (_name, resources) => {
    // The codes come from the server at runtime; 'errors.network' is the client's own (no answer at all).
    const codes = [...Object.keys(APP_ERROR_STATUS), 'errors.network'];
    expect(codes.length).toBeGreaterThan(90);
    expect(codes.filter((code) => !resolves(resources, code))).toEqual([]);
  });

  it.each(Object.entries(LOCALES))(
    'every message of the shared schemas has a text in %s',
    (_name, resources) => {
      // Zod messages reach the screens as plain strings (a form's errors, the server's zodIssues).
      const messages = schemaMessages();
      expect(messages.length).toBeGreaterThan(100);
      expect(messages.filter((message) => !resolves(resources, message))).toEqual([]);
    },
  );

  it.each(Object.entries(LOCALES))(
    'every value of the shared constants has its key in %s',
    (_name, resources) => {
      for (const [family, keys] of Object.entries(CONSTANT_KEYS)) {
        expect(
          keys.filter((key) => !resolves(resources, key)),
          family,
        ).toEqual([]);
      }
    },
  );

  it.each(Object.entries(LOCALES))(
    'every plan has exactly featureCount feature lines in %s',
    (_name, resources) => {
      for (const plan of PLANS) {
        const lines = lookup(resources, `plans.${plan.id}.features`);
        const keys = typeof lines === 'object' && lines !== null ? Object.keys(lines) : [];
        expect(keys, plan.id).toEqual(Array.from({ length: plan.featureCount }, (_, index) => String(index)));
      }
    },
  );

  it.each(Object.entries(LOCALES))('has the five steps of Como funciona in %s', (_name, resources) => {
    const steps = lookup(resources, 'payments.howItWorks.steps');
    expect(Array.isArray(steps) && steps.length).toBe(5);
  });

  it('keeps the pt-BR texts word for word', () => {
    for (const [key, text] of Object.entries(PT_BR_TEXTS)) expect(lookup(ptBR, key), key).toBe(text);
  });

  it.each([
    ['en-US', enUS],
    ['es', esES],
  ])('%s is translated, not copied from pt-BR', (_name, resources) => {
    for (const key of [
      'users.header.title',
      'users.list.loadError',
      'users.remove.description',
      'public.apiDocs.title',
    ]) {
      expect(lookup(resources, key), key).not.toBe(lookup(ptBR, key));
    }
  });
});
