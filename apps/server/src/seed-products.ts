import { Readable } from 'node:stream';
import type { StorageService } from '@afilia/api';
import { count, type Database, eq, productPricing, products } from '@afilia/db';
import type { CommissionType, ProductCategoryId } from '@afilia/validators';
import { gradientPng } from './seed-images';

interface DemoProduct {
  code: string;
  title: string;
  category: ProductCategoryId;
  description: string;
  colors: [[number, number, number], [number, number, number]];
  priceCents: number;
  commission: { type: CommissionType; value: number; recurring: boolean };
  video?: string;
}

const DEMO_PRODUCTS: DemoProduct[] = [
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

/** The demo producer's catalogue: 8 products with real uploaded images and pricing. Skipped when present. */
export async function seedDemoProducts(
  db: Database,
  storage: StorageService,
  producerId: string,
  now = new Date(),
) {
  const [existing] = await db.select({ n: count() }).from(products).where(eq(products.userId, producerId));
  if ((existing?.n ?? 0) > 0) return;
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const image = await storage.upload(db, {
      bucket: 'product-images',
      ownerId: producerId,
      body: Readable.from([gradientPng(demo.colors[0], demo.colors[1])]),
      originalName: `${demo.code.toLowerCase()}.png`,
      declaredType: 'image/png',
    });
    const createdAt = new Date(now.getTime() - (DEMO_PRODUCTS.length - index) * 3_600_000);
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
          instructions: 'O acesso é enviado por email logo após a confirmação do pagamento.',
          imageLinks: [image.path],
          downloadLinks: [],
          youtubeUrl: demo.video ?? null,
          youtubeVideos: demo.video ? [{ title: 'Apresentação', url: demo.video }] : [],
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
      });
    });
  }
}
