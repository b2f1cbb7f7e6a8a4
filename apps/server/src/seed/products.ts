import { Readable } from 'node:stream';
import type { StorageService } from '@afilia/api/server';
import { count, type Database, eq, productPricing, products } from '@afilia/db';
import {
  type AffiliationMode,
  type CommissionType,
  type InstallmentInterestPayer,
  isRecurringCategory,
  MAX_INSTALLMENTS,
  type ProductCategoryId,
} from '@afilia/validators';
import { welcomeGuidePdf } from './files';
import { gradientPng } from './images';

export interface DemoProduct {
  code: string;
  title: string;
  category: ProductCategoryId;
  description: string;
  colors: [[number, number, number], [number, number, number]];
  priceCents: number;
  commission: { type: CommissionType; value: number; recurring: boolean };
  video?: string;
  /** Who may affiliate; 'referred' (the producer's own resellers) when absent. */
  affiliationMode?: AffiliationMode;
  /** Card installments: up to 12 with the buyer paying the interest when absent (none for a subscription). */
  installments?: { max: number; interest: InstallmentInterestPayer };
}

/**
 * The demo producer's catalogue: two products open to every reseller, one that needs the producer's approval,
 * and the rest for the producer's own resellers.
 */
export const PRODUCER_PRODUCTS: DemoProduct[] = [
  {
    code: 'FT24',
    title: 'Curso Completo de Fotografia com Celular',
    category: 'digital-course',
    description:
      'Do enquadramento à edição: 42 aulas práticas para fotografar produtos e pessoas usando apenas o celular.',
    colors: [
      [79, 70, 229],
      [236, 72, 153],
    ],
    priceCents: 19700,
    commission: { type: 'percentage', value: 4000, recurring: false },
    video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    affiliationMode: 'open',
    installments: { max: 12, interest: 'producer' },
  },
  {
    code: 'RC35',
    title: 'E-book 100 Receitas Fit para a Semana',
    category: 'ebook',
    description: 'Cardápio semanal com lista de compras, calorias e modo de preparo em até 20 minutos.',
    colors: [
      [16, 185, 129],
      [250, 204, 21],
    ],
    priceCents: 4790,
    commission: { type: 'percentage', value: 5000, recurring: false },
    affiliationMode: 'open',
  },
  {
    code: 'CL8B',
    title: 'Clube do Empreendedor Digital',
    category: 'membership',
    description: 'Assinatura mensal com mentorias ao vivo, comunidade e modelos prontos de funis de venda.',
    colors: [
      [14, 165, 233],
      [99, 102, 241],
    ],
    priceCents: 9700,
    commission: { type: 'percentage', value: 3000, recurring: true },
  },
  {
    code: 'KT9S',
    title: 'Kit de Óleos Essenciais Relax',
    category: 'physical-product',
    description:
      'Três óleos 100% naturais (lavanda, laranja-doce e hortelã) com difusor portátil. Frete para todo o Brasil.',
    colors: [
      [168, 85, 247],
      [251, 146, 60],
    ],
    priceCents: 15990,
    commission: { type: 'fixed', value: 2500, recurring: false },
  },
  {
    code: 'CS4M',
    title: 'Consultoria de Marketing para Pequenos Negócios',
    category: 'service',
    description:
      'Diagnóstico de 90 minutos por vídeo e plano de ação de 30 dias para aumentar suas vendas online.',
    colors: [
      [234, 88, 12],
      [220, 38, 38],
    ],
    priceCents: 49700,
    commission: { type: 'percentage', value: 2000, recurring: false },
    affiliationMode: 'approval',
  },
  {
    code: 'PL6N',
    title: 'Planilha de Controle Financeiro Pro',
    category: 'software',
    description: 'Planilha automatizada para fluxo de caixa, DRE e metas, com vídeos de instalação.',
    colors: [
      [5, 150, 105],
      [20, 184, 166],
    ],
    priceCents: 6700,
    commission: { type: 'fixed', value: 2000, recurring: false },
  },
  {
    code: 'YG3A',
    title: 'Yoga em Casa: 30 Dias para Iniciantes',
    category: 'digital-course',
    description: 'Programa guiado de 30 dias, com aulas de 20 minutos e acompanhamento pelo aplicativo.',
    colors: [
      [244, 114, 182],
      [192, 132, 252],
    ],
    priceCents: 12700,
    commission: { type: 'percentage', value: 4500, recurring: false },
  },
  {
    code: 'NG7L',
    title: 'Inglês para Viagens em 8 Semanas',
    category: 'other',
    description:
      'Frases essenciais, áudios para treinar a pronúncia e simulados de situações reais de viagem.',
    colors: [
      [37, 99, 235],
      [14, 116, 144],
    ],
    priceCents: 29700,
    commission: { type: 'percentage', value: 3500, recurring: false },
  },
];

/** The starter producer's single product: the Iniciante trial allows 3, so two more can be created. */
export const STARTER_PRODUCTS: DemoProduct[] = [
  {
    code: 'CR5H',
    title: 'Crochê para Iniciantes: Do Primeiro Ponto à Primeira Peça',
    category: 'digital-course',
    description:
      'Aprenda os pontos básicos, leia receitas e termine sua primeira peça em 15 aulas curtas e práticas.',
    colors: [
      [245, 158, 11],
      [217, 70, 239],
    ],
    priceCents: 9700,
    commission: { type: 'percentage', value: 3000, recurring: false },
  },
];

/** Vitória's catalogue (Visionário): a course and a membership her ERP reads through the API. */
export const VISIONARY_PRODUCTS: DemoProduct[] = [
  {
    code: 'VF7K',
    title: 'Finanças para Criadores: Precificação, Impostos e Fluxo de Caixa',
    category: 'digital-course',
    description:
      'Monte o preço dos seus produtos, entenda o Simples Nacional e organize o caixa do seu negócio digital.',
    colors: [
      [16, 185, 129],
      [59, 130, 246],
    ],
    priceCents: 29700,
    commission: { type: 'percentage', value: 4000, recurring: false },
  },
  {
    code: 'VM3Q',
    title: 'Clube Visionário: Mentorias Mensais ao Vivo',
    category: 'membership',
    description: 'Uma mentoria ao vivo por semana, gravações e a comunidade de criadores, renovado todo mês.',
    colors: [
      [124, 58, 237],
      [236, 72, 153],
    ],
    priceCents: 9700,
    commission: { type: 'percentage', value: 3000, recurring: true },
  },
];

const HOUR_MS = 3_600_000;

/**
 * A demo producer's catalogue, with real uploaded images and pricing, created an hour apart from
 * `firstCreatedAt`. Skipped when the producer already has products.
 */
export async function seedDemoProducts(
  db: Database,
  storage: StorageService,
  producerId: string,
  catalogue: DemoProduct[],
  firstCreatedAt: Date,
) {
  const [existing] = await db.select({ n: count() }).from(products).where(eq(products.userId, producerId));
  if ((existing?.n ?? 0) > 0) return;
  for (const [index, demo] of catalogue.entries()) {
    const image = await storage.upload(db, {
      bucket: 'product-images',
      ownerId: producerId,
      body: Readable.from([gradientPng(demo.colors[0], demo.colors[1])]),
      originalName: `${demo.code.toLowerCase()}.png`,
      declaredType: 'image/png',
    });
    const guide = await storage.upload(db, {
      bucket: 'product-files',
      ownerId: producerId,
      body: Readable.from([
        welcomeGuidePdf(demo.title, [
          'Obrigado pela sua compra!',
          'Este guia traz os primeiros passos e o acesso ao conteúdo.',
          `Código do produto: ${demo.code}`,
        ]),
      ]),
      originalName: `${demo.code.toLowerCase()}-guia.pdf`,
      declaredType: 'application/pdf',
    });
    const createdAt = new Date(firstCreatedAt.getTime() + index * HOUR_MS);
    await db.transaction(async (tx) => {
      const [product] = await tx
        .insert(products)
        .values({
          userId: producerId,
          productCode: demo.code,
          title: demo.title,
          description: demo.description,
          category: demo.category,
          email: 'contato@demo.afilia.app',
          phone: null,
          instructions:
            'Obrigado pela compra! Baixe o guia de boas-vindas abaixo e siga os passos para acessar o conteúdo.\nDúvidas? Responda este e-mail ou fale com o produtor pelo contato da página do produto.',
          imageLinks: [image.path],
          downloadLinks: [{ title: 'Guia de boas-vindas (PDF)', url: guide.path }],
          youtubeUrl: demo.video ?? null,
          youtubeVideos: demo.video ? [{ title: 'Apresentação', url: demo.video }] : [],
          affiliationMode: demo.affiliationMode ?? 'referred',
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: products.id });
      if (!product) return;
      await tx.insert(productPricing).values({
        productId: product.id,
        priceCents: demo.priceCents,
        commissionType: demo.commission.type,
        commissionValue: demo.commission.value,
        commissionRecurring: demo.commission.recurring,
        maxInstallments: isRecurringCategory(demo.category)
          ? 1
          : (demo.installments?.max ?? MAX_INSTALLMENTS),
        installmentInterest: demo.installments?.interest ?? 'buyer',
      });
    });
  }
}
