// The scale run's settings (see run.ts), read once from the environment, and where the server it starts
// lives.
import path from 'node:path';
import { MIXES, type MixName } from './load-mix';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
/** This script's settings, read by name (they are the script's own, not turbo task inputs). */
const setting = (name: string, fallback: string): string => process.env[name] || fallback;
export const seconds = Number(setting('SCALE_DURATION', '60'));
export const connections = Number(setting('SCALE_CONNECTIONS', '200'));
const isMixName = (name: string): name is MixName => Object.hasOwn(MIXES, name);
const mixSetting = setting('SCALE_MIX', 'mixed');
if (!isMixName(mixSetting)) throw new Error(`SCALE_MIX must be mixed or reads, not ${mixSetting}`);
export const mix = mixSetting;
export const databaseBase = setting('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres');
export const redisUrl = setting('REDIS_URL', 'redis://127.0.0.1:6379/9');
export const haproxyBinary = setting('HAPROXY', '/usr/sbin/haproxy');
export const CLICK_FLUSH_INTERVAL_MS = 1000;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
