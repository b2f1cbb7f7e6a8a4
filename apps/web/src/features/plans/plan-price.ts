import { formatBRL } from '@afilia/validators';

/** 'R$87' for whole amounts (the plan cards' style), else the full 'R$ 87,50'. */
export function formatPlanPrice(cents: number): string {
  if (cents % 100 === 0) {
    const reais = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(cents / 100);
    return `R$${reais}`;
  }
  return formatBRL(cents);
}
