import type { DemoProduct } from './products.mjs';

export const PHOTO_SIZE: number;
export const KINDS: string[];
export function mix(a: string, b: string, t: number): string;
export function productSvg(product: DemoProduct): string;
export function renderPhoto(sharp: typeof import('sharp'), product: DemoProduct): Promise<Buffer>;
