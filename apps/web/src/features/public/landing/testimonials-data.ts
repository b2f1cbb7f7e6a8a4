import type { KeyGroup } from '@/lib/i18n-keys';

/**
 * The 12 static testimonials of the landing page (id, name, role, quote, avatar, rating;
 * all ratings 5 except one 4). Names are proper names; role and quote are i18n keys
 * `public.testimonials.items.<id>.{role,quote}`. The avatar is drawn locally (initials on a hue), so the page
 * makes no third-party request.
 */
export interface Testimonial {
  id: KeyGroup<'public.testimonials.items'>;
  name: string;
  /** Avatar background hue (0–360). */
  avatarHue: number;
  rating: 4 | 5;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 't01', name: 'Mariana Costa', avatarHue: 330, rating: 5 },
  { id: 't02', name: 'Rafael Almeida', avatarHue: 210, rating: 5 },
  { id: 't03', name: 'Juliana Ferreira', avatarHue: 275, rating: 5 },
  { id: 't04', name: 'Carlos Eduardo Lima', avatarHue: 150, rating: 5 },
  { id: 't05', name: 'Patrícia Souza', avatarHue: 20, rating: 4 },
  { id: 't06', name: 'Thiago Martins', avatarHue: 190, rating: 5 },
  { id: 't07', name: 'Fernanda Oliveira', avatarHue: 300, rating: 5 },
  { id: 't08', name: 'Lucas Ribeiro', avatarHue: 240, rating: 5 },
  { id: 't09', name: 'Aline Rodrigues', avatarHue: 45, rating: 5 },
  { id: 't10', name: 'Bruno Carvalho', avatarHue: 170, rating: 5 },
  { id: 't11', name: 'Camila Santos', avatarHue: 355, rating: 5 },
  { id: 't12', name: 'Gustavo Pereira', avatarHue: 260, rating: 5 },
];
