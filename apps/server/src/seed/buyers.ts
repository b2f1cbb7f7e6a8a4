import { pick, type Random } from './random';

/** Demo buyers for the seeded sales: Brazilian names, valid CPFs, phones with DDD, emails at exemplo.com.br. */

const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Bruno',
  'Camila',
  'Carlos',
  'Daniela',
  'Eduardo',
  'Fernanda',
  'Gabriel',
  'Helena',
  'Igor',
  'Juliana',
  'Larissa',
  'Lucas',
  'Marcos',
  'Mariana',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Vinícius',
];
const LAST_NAMES = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Carvalho',
  'Costa',
  'Ferreira',
  'Gomes',
  'Lima',
  'Martins',
  'Melo',
  'Nascimento',
  'Oliveira',
  'Pereira',
  'Ribeiro',
  'Rocha',
  'Santos',
  'Silva',
  'Souza',
];
const AREA_CODES = ['11', '11', '11', '21', '21', '31', '41', '48', '51', '61', '71', '81', '85', '19', '27'];

export interface DemoBuyer {
  name: string;
  email: string;
  /** CPF digits, check digits included. */
  document: string;
  /** DDD and a mobile number, digits only. */
  phone: string;
}

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

function cpfCheckDigit(numbers: number[]): number {
  const weight = numbers.length + 1;
  const sum = numbers.reduce((total, digit, i) => total + digit * (weight - i), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF with correct check digits (the rule of packages/validators/src/tax-id.ts). */
export function demoCpf(random: Random): string {
  let base = digits(random, 9);
  while (/^(\d)\1{8}$/.test(base)) base = digits(random, 9);
  const numbers = [...base].map(Number);
  const first = cpfCheckDigit(numbers);
  const second = cpfCheckDigit([...numbers, first]);
  return `${base}${first}${second}`;
}

const emailPart = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The `index`-th demo buyer (the index keeps emails distinct). */
export function demoBuyer(random: Random, index: number): DemoBuyer {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const middle = random() < 0.4 ? ` ${pick(random, LAST_NAMES)}` : '';
  return {
    name: `${first}${middle} ${last}`,
    email: `${emailPart(first)}.${emailPart(last)}${index + 1}@exemplo.com.br`,
    document: demoCpf(random),
    phone: `${pick(random, AREA_CODES)}9${digits(random, 8)}`,
  };
}
